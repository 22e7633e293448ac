# Ask the installed MindOCR which names it registers (list_models takes fnmatch filters) and use one of them.
import mindspore as ms
import mindocr
from mindocr import build_model, list_models

print("mindspore", ms.__version__, "| mindocr", mindocr.__version__)
print("dbnet*:", sorted(list_models("dbnet*")))
print("crnn*:", sorted(list_models("crnn*")))
print("with pretrained weights:", len(list_models(pretrained=True)), "of", len(list_models()))


def run():
    model = build_model("dbnet_resnet18", pretrained_backbone=False)
    print("built", type(model).__name__)


run()
