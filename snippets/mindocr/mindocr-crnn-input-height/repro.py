# CRNN (crnn_resnet34) is built for text-line crops of height 32. A crop of another height (here 64, e.g. a detected
# box cut out at its original size) leaves a 4-D feature map where the sequence neck expects 3-D.
# The model lives inside a function so that it is freed before interpreter exit (MindSpore 2.7.0 otherwise prints
# an "Exception ignored in Cell.__del__" block per layer at exit).
import numpy as np
import mindspore as ms
import mindocr
from mindocr import build_model


def recognise(height, width=100):
    model = build_model("crnn_resnet34", pretrained=False, pretrained_backbone=False)
    model.set_train(False)
    crop = np.zeros((1, 3, height, width), np.float32)   # N, C, H, W
    return model(ms.Tensor(crop)).shape


print("mindspore", ms.__version__, "| mindocr", mindocr.__version__)
print("height 32 ->", recognise(32))
print("height 64 ->", recognise(64))
