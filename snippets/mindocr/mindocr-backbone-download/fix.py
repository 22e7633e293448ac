# Two ways to build DBNet without network access (same simulated offline proxy as repro.py):
#  1. pretrained_backbone=False: no backbone weights at all (training from scratch, or loading your own ckpt next);
#  2. put the real backbone .ckpt where MindOCR looks (~/.mindspore/models/<file name from the URL>) after deleting
#     the zero-byte file a failed download left there. Here a backbone checkpoint saved locally stands in for
#     resnet18-1e65cd21.ckpt copied from a machine with network access.
import os

import mindspore as ms
import mindocr
from mindocr import build_model
from mindocr.models.backbones.det_resnet import default_cfgs

print("mindspore", ms.__version__, "| mindocr", mindocr.__version__)
os.environ["http_proxy"] = os.environ["https_proxy"] = "http://127.0.0.1:9"   # simulated offline
cache = os.path.expanduser("~/.mindspore/models")


def run():
    model = build_model("dbnet_resnet18", pretrained=False, pretrained_backbone=False)     # way 1
    print("1. pretrained_backbone=False:", type(model).__name__, "| cache:", os.listdir(cache) if os.path.isdir(cache) else None)

    url = default_cfgs["resnet18"]["url"]
    target = os.path.join(cache, os.path.basename(url))
    print("2. MindOCR looks for", url, "at ~/.mindspore/models/" + os.path.basename(url))
    os.makedirs(cache, exist_ok=True)
    if os.path.isfile(target) and os.path.getsize(target) == 0:
        os.remove(target)                                   # a leftover of a failed download
    ms.save_checkpoint(model.backbone, target)             # stands for copying the real file there
    model = build_model("dbnet_resnet18", pretrained=False)                                  # way 2: no download
    print("   built", type(model).__name__, "from the local file,", os.path.getsize(target) > 0)


run()
