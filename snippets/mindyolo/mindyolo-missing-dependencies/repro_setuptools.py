# 模拟 setuptools>=82 的环境（82 起不再带 pkg_resources）：opencv 等依赖都装了，只把 pkg_resources 藏起来。
# 做法同 repro.py：site-packages 链接到临时目录，跳过 pkg_resources。
import os, sys, sysconfig

site = sysconfig.get_paths()["purelib"]
shadow = os.path.abspath("site-without-pkg-resources")
os.makedirs(shadow)
for name in os.listdir(site):
    if name != "pkg_resources":
        os.symlink(os.path.join(site, name), os.path.join(shadow, name))
sys.path[:] = [shadow if p == site else p for p in sys.path]

import importlib.metadata as md
print("mindspore", md.version("mindspore"), "| mindyolo", md.version("mindyolo"))
import mindyolo
