# eval.py / predict with `eval.ckpt_load_path` (or `model.pretrained`) pointing at a checkpoint that is not on this
# machine, or at a relative path that does not resolve from the current directory.
import mindspore as ms
import mindocr
from mindocr import build_model

print("mindspore", ms.__version__, "| mindocr", mindocr.__version__)
model = build_model("dbnet_resnet18", pretrained_backbone=False, ckpt_load_path="./tmp_det/best.ckpt")
