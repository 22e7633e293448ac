# 修复：__BASE__ 引用的文件要跟着一起拷（保持 configs/ 目录结构），或者把 __BASE__ 改成绝对路径。
# 这里用很短的替身文件代替 MindYOLO 仓库里的 coco.yaml / hyp.scratch.low.yaml / yolov8-base.yaml。
import os
import mindspore as ms, mindyolo
from mindyolo.utils.config import load_config

print("mindspore", ms.__version__, "| mindyolo", mindyolo.__version__)
FILES = {
    "configs/coco.yaml": "data:\n  dataset_name: coco\n  train_set: ./coco/train2017.txt\n  nc: 80\n",
    "configs/yolov8/hyp.scratch.low.yaml": "optimizer:\n  lr_init: 0.01\n",
    "configs/yolov8/yolov8-base.yaml": "network:\n  model_name: yolov8\n  nc: 80\n",
    "configs/yolov8/yolov8n.yaml": "__BASE__: ['../coco.yaml', './hyp.scratch.low.yaml', './yolov8-base.yaml']\n"
                                   "network:\n  depth_multiple: 0.33\n  width_multiple: 0.25\n",
}
for path, text in FILES.items():
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)

# 做法 1：保持 configs/ 的目录结构，相对路径就能找到
cfg, _, _ = load_config("configs/yolov8/yolov8n.yaml")
print("tree   :", cfg["data"]["dataset_name"], cfg["network"]["model_name"], cfg["network"]["depth_multiple"])

# 做法 2：自己的 yaml 放在别处，__BASE__ 写绝对路径
base = os.path.abspath("configs")
os.makedirs("my_project", exist_ok=True)
with open("my_project/yolov8n.yaml", "w") as f:
    f.write(f"__BASE__: ['{base}/coco.yaml', '{base}/yolov8/hyp.scratch.low.yaml', '{base}/yolov8/yolov8-base.yaml']\n"
            "network:\n  depth_multiple: 0.33\n  width_multiple: 0.25\n")
cfg, _, _ = load_config("my_project/yolov8n.yaml")
print("abspath:", cfg["data"]["dataset_name"], cfg["network"]["model_name"], cfg["optimizer"]["lr_init"])
