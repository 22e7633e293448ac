# 把 PyTorch 的权重文件（ultralytics 的 yolov8n.pt、.pth）当成 checkpoint_path 传给 mindyolo：
# create_model 只接受存在的、以 .ckpt 结尾的 MindSpore checkpoint，否则一个裸的 AssertionError。
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
with open("yolov8n.pt", "wb") as f:   # 代替从 ultralytics 下载的 PyTorch 权重（内容不重要：只看文件名就拒绝了）
    f.write(b"PK\x03\x04 torch zip archive")
model = create_model(model_name="yolov8", model_cfg=network_cfg, num_classes=80, checkpoint_path="yolov8n.pt")
