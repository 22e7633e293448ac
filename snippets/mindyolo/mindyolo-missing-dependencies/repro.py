# 模拟 `pip install mindyolo mindspore` 得到的干净环境：本站的视觉套件环境里 cv2 是 MindOCR 带进来的，
# 所以这里把 site-packages 里除 cv2 / opencv 以外的内容链接到一个临时目录，只让 Python 看到这个目录。
import os, sys, sysconfig

site = sysconfig.get_paths()["purelib"]
shadow = os.path.abspath("site-without-opencv")
os.makedirs(shadow)
for name in os.listdir(site):
    if not name.lower().startswith(("cv2", "opencv")):
        os.symlink(os.path.join(site, name), os.path.join(shadow, name))
sys.path[:] = [shadow if p == site else p for p in sys.path]

import importlib.metadata as md
print("mindspore", md.version("mindspore"), "| mindyolo", md.version("mindyolo"), "| mindyolo requires:", md.requires("mindyolo"))
import mindyolo
