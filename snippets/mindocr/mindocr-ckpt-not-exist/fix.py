# Give build_model (eval.ckpt_load_path in the yaml) a checkpoint file that exists; an absolute path does not
# depend on the directory eval.py is started from. Here a checkpoint is first written by training's usual call.
import os

import mindspore as ms
import mindocr
from mindocr import build_model

print("mindspore", ms.__version__, "| mindocr", mindocr.__version__)


def run():
    ckpt = os.path.abspath("./tmp_det/best.ckpt")
    os.makedirs(os.path.dirname(ckpt), exist_ok=True)
    ms.save_checkpoint(build_model("dbnet_resnet18", pretrained_backbone=False), ckpt)   # stands for training
    print("checkpoint exists:", os.path.exists(ckpt))
    model = build_model("dbnet_resnet18", pretrained_backbone=False, ckpt_load_path=ckpt)
    print("loaded into", type(model).__name__)


run()
