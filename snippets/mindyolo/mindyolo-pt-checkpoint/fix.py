# 修复：用 MindSpore 格式的 .ckpt。MindYOLO 的 model zoo 直接提供 .ckpt；只有 PyTorch 权重时，要先把
# 参数逐个换成 numpy、按 MindYOLO 的参数名和形状存成 .ckpt（名字映射要自己写）。
# 这里用随机数组代替“从 .pt 里读出来的 numpy 数组”，演示保存与加载这一步；也演示改后缀名没用。
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

# 1) 只把 .pt 改名成 .ckpt：文件名检查过了，MindSpore 读不了内容
with open("renamed.ckpt", "wb") as f:
    f.write(b"PK\x03\x04 torch zip archive")
try:
    create_model(model_name="yolov8", model_cfg=network_cfg, num_classes=80, checkpoint_path="renamed.ckpt")
except Exception as e:
    print("renamed .pt ->", type(e).__name__, str(e).splitlines()[0])

# 2) 转换：{mindyolo 参数名: numpy 数组} -> ms.save_checkpoint -> create_model 能加载
rng = np.random.default_rng(0)
converted = {}
for p in model.get_parameters():                 # 代替从 torch 权重里读出来、改好名字的数组
    v = p.asnumpy()
    converted[p.name] = rng.standard_normal(v.shape).astype(v.dtype) if v.dtype == np.float32 else v
ms.save_checkpoint([{"name": k, "data": ms.Tensor(v)} for k, v in converted.items()], "yolov8n_converted.ckpt")
loaded = create_model(model_name="yolov8", model_cfg=network_cfg, num_classes=80, checkpoint_path="yolov8n_converted.ckpt")
name = "model.model.0.conv.weight"
print("loaded", len(converted), "params;", name, "matches:",
      np.allclose(dict(loaded.parameters_and_names())[name].asnumpy(), converted[name]))
# PyTorch 的 bn.weight / bn.bias / running_mean / running_var 在这里叫：
print("BatchNorm params:", [n for n, _ in loaded.parameters_and_names() if n.startswith("model.model.0.bn.")])
