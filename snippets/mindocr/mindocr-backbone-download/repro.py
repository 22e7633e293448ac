# build_model("dbnet_resnet18", pretrained=False) on a machine that cannot reach download.mindspore.cn.
# pretrained=False only skips the DBNet weights: the ResNet-18 backbone is still built with pretrained_backbone=True
# and MindOCR tries to download its ImageNet checkpoint into ~/.mindspore/models.
# Offline is simulated with a proxy on a closed local port (no traffic leaves this machine).
import os

import mindspore as ms
import mindocr
from mindocr import build_model

print("mindspore", ms.__version__, "| mindocr", mindocr.__version__)
os.environ["http_proxy"] = os.environ["https_proxy"] = "http://127.0.0.1:9"   # simulated offline
try:
    build_model("dbnet_resnet18", pretrained=False)                 # 1st run: the download fails
except Exception as e:
    print("1st call:", type(e).__module__ + "." + type(e).__name__ + ":", e)

cache = os.path.expanduser("~/.mindspore/models")
print("left behind in ~/.mindspore/models:", [(f, os.path.getsize(os.path.join(cache, f))) for f in os.listdir(cache)],
      flush=True)
build_model("dbnet_resnet18", pretrained=False)                     # any later run: the empty file is "found"
