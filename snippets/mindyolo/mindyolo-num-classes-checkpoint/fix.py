# 修复：丢掉形状对不上的参数（只有检测头里与类别数有关的几层）再加载，检测头那几层从头训练。
# mindyolo 自带的 load_pretrain(..., strict=False) 就是这么做的（train.py 的 --strict_load False 走的也是它）。
import mindspore as ms, mindyolo
from mindyolo.models import create_model
from mindyolo.utils.utils import load_pretrain
# network section of MindYOLO v0.5.0 configs/yolov8/yolov8n.yaml + yolov8-base.yaml (no configs/ checkout needed)
from mindyolo.utils.config import Config

NETWORK = dict(
    model_name="yolov8", nc=80, reg_max=16, stride=[8, 16, 32],
    depth_multiple=0.33, width_multiple=0.25, max_channels=1024,
    backbone=[[-1, 1, "ConvNormAct", [64, 3, 2]], [-1, 1, "ConvNormAct", [128, 3, 2]], [-1, 3, "C2f", [128, True]],
              [-1, 1, "ConvNormAct", [256, 3, 2]], [-1, 6, "C2f", [256, True]], [-1, 1, "ConvNormAct", [512, 3, 2]],
              [-1, 6, "C2f", [512, True]], [-1, 1, "ConvNormAct", [1024, 3, 2]], [-1, 3, "C2f", [1024, True]],
              [-1, 1, "SPPF", [1024, 5]]],
    head=[[-1, 1, "Upsample", ["None", 2, "nearest"]], [[-1, 6], 1, "Concat", [1]], [-1, 3, "C2f", [512]],
          [-1, 1, "Upsample", ["None", 2, "nearest"]], [[-1, 4], 1, "Concat", [1]], [-1, 3, "C2f", [256]],
          [-1, 1, "ConvNormAct", [256, 3, 2]], [[-1, 12], 1, "Concat", [1]], [-1, 3, "C2f", [512]],
          [-1, 1, "ConvNormAct", [512, 3, 2]], [[-1, 9], 1, "Concat", [1]], [-1, 3, "C2f", [1024]],
          [[15, 18, 21], 1, "YOLOv8Head", ["nc", "reg_max", "stride"]]],
)
network_cfg = Config({"network": NETWORK}).network

print("mindspore", ms.__version__, "| mindyolo", mindyolo.__version__)
ms.save_checkpoint(create_model(model_name="yolov8", model_cfg=network_cfg, num_classes=80), "yolov8n_coco80.ckpt")
model = create_model(model_name="yolov8", model_cfg=network_cfg, num_classes=3)  # 先不传 checkpoint_path

# 做法 1：自己过滤，看清楚丢了哪些
ckpt = ms.load_checkpoint("yolov8n_coco80.ckpt")
shapes = {p.name: p.shape for p in model.get_parameters()}
dropped = [k for k, v in ckpt.items() if k in shapes and tuple(v.shape) != tuple(shapes[k])]
print(len(dropped), "params differ in shape, e.g.", dropped[0], tuple(ckpt[dropped[0]].shape), "->", tuple(shapes[dropped[0]]))
for k in dropped:
    del ckpt[k]
not_loaded, _ = ms.load_param_into_net(model, ckpt)
print("loaded", len(ckpt), "params; left at init:", len(not_loaded))

# 做法 2：mindyolo 的 load_pretrain，strict=False
model2 = create_model(model_name="yolov8", model_cfg=network_cfg, num_classes=3)
load_pretrain(model2, "yolov8n_coco80.ckpt", strict=False)
print("load_pretrain(strict=False) ok")
