# 训练数据不在配置写的位置：coco.yaml 默认 train_set: ./coco/train2017.txt，相对的是“运行 train.py 时的当前目录”，
# 当前目录下没有 coco/ 就报错。这里直接构造 train.py 用的 COCODataset。
import os
import mindspore as ms, mindyolo
from mindyolo.data import COCODataset

print("mindspore", ms.__version__, "| mindyolo", mindyolo.__version__, "| cwd has coco/:", os.path.isdir("coco"))
ds = COCODataset(dataset_path="./coco/train2017.txt", img_size=640, transforms_dict=[], is_training=True)
