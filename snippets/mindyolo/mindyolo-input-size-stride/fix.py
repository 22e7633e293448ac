# 修复：输入的高、宽都补（letterbox）或缩放到 32 的倍数。这里把 100x100 的图补边到 128x128，
# 另外试几个尺寸，看哪些能过。
import numpy as np
import mindspore as ms, mindyolo
from mindyolo.models import create_model
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
model = create_model(model_name="yolov8", model_cfg=network_cfg, num_classes=80)
model.set_train(False)
stride = 32  # max(network_cfg.stride)


def pad_to_stride(img, stride=32, value=114 / 255):
    """img: (3, H, W)。右下补边到 stride 的倍数（MindYOLO 的 letterbox 做的是居中补边，道理一样）。"""
    c, h, w = img.shape
    H, W = -(-h // stride) * stride, -(-w // stride) * stride
    out = np.full((c, H, W), value, img.dtype)
    out[:, :h, :w] = img
    return out


image = np.zeros((3, 100, 100), np.float32)
x = pad_to_stride(image)[None]
print("padded", image.shape, "->", x.shape, "->", model(ms.Tensor(x))[0].shape)

for side in (96, 100, 112, 128, 160):
    try:
        model(ms.Tensor(np.zeros((1, 3, side, side), np.float32)))
        print(side, "ok")
    except ValueError as e:
        print(side, "ValueError:", str(e).splitlines()[0][:60], "...")
