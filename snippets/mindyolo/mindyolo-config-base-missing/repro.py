# 只把 configs/yolov8/yolov8n.yaml 这一个文件拷到自己的目录里用（pip 装的 mindyolo 不带 configs/ 目录）。
# 它开头的 __BASE__ 列出的 ../coco.yaml 等文件，load_config 按“这个 yaml 所在目录”去找，找不到就 FileNotFoundError。
import importlib.metadata as md
import os
import mindspore as ms, mindyolo
from mindyolo.utils.config import load_config

print("mindspore", ms.__version__, "| mindyolo", mindyolo.__version__)
print("yaml files in the installed mindyolo:", [str(f) for f in md.files("mindyolo") if str(f).endswith((".yaml", ".yml"))])
# 开头与 MindYOLO v0.5.0 的 configs/yolov8/yolov8n.yaml 相同
YOLOV8N = """__BASE__: [
  '../coco.yaml',
  './hyp.scratch.low.yaml',
  './yolov8-base.yaml'
]
network:
  depth_multiple: 0.33
  width_multiple: 0.25
"""
os.makedirs("my_project", exist_ok=True)
with open("my_project/yolov8n.yaml", "w") as f:
    f.write(YOLOV8N)
cfg, _, _ = load_config("my_project/yolov8n.yaml")
