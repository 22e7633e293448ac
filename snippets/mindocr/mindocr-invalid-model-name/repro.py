# A model name MindOCR does not register: a typo, or a name from a README/config of another MindOCR version.
import mindspore as ms
import mindocr
from mindocr import build_model

print("mindspore", ms.__version__, "| mindocr", mindocr.__version__)
model = build_model("dbnet_resnet34")
