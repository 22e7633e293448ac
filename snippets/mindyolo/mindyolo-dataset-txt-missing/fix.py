# 修复：让 train_set 指向真实存在的 txt（绝对路径最稳），txt 里每行一张图片的路径；
# 以 ./ 开头的行相对的是 txt 所在目录，标签在把路径里的 images 换成 labels 的位置。
# 这里造一个只有一张图的最小数据集，在另一个目录里用绝对路径加载。
import contextlib, io, os
import cv2
import numpy as np
import mindspore as ms, mindyolo
from mindyolo.data import COCODataset

print("mindspore", ms.__version__, "| mindyolo", mindyolo.__version__)
root = os.path.abspath("data/coco")
os.makedirs(f"{root}/images/train2017", exist_ok=True)
os.makedirs(f"{root}/labels/train2017", exist_ok=True)
cv2.imwrite(f"{root}/images/train2017/000000000001.jpg", np.full((64, 64, 3), 127, np.uint8))
with open(f"{root}/labels/train2017/000000000001.txt", "w") as f:
    f.write("0 0.5 0.5 0.25 0.25\n")            # class x_center y_center w h（归一化）
with open(f"{root}/train2017.txt", "w") as f:
    f.write("./images/train2017/000000000001.jpg\n")

os.makedirs("elsewhere", exist_ok=True)
os.chdir("elsewhere")                            # 从别的目录运行也不受影响
with contextlib.redirect_stderr(io.StringIO()):  # 不打印 tqdm 进度条（每次速度不同）
    ds = COCODataset(dataset_path=f"{root}/train2017.txt", img_size=64, transforms_dict=[], is_training=True)
print("images:", [os.path.relpath(p, root) for p in ds.img_files])
print("labels per image:", [len(l["cls"]) for l in ds.labels])
