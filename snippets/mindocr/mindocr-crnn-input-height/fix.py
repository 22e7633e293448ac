# Resize every crop to the height the recognition model was built for (keep the aspect ratio for the width),
# the way MindOCR's own recognition pipelines resize text lines before CRNN.
import cv2
import numpy as np
import mindspore as ms
import mindocr
from mindocr import build_model
from mindocr.models.rec_crnn import default_cfgs

_, H, W = default_cfgs["crnn_resnet34"]["input_size"]     # (3, 32, 100): the height CRNN expects
print("mindspore", ms.__version__, "| mindocr", mindocr.__version__, "| crnn_resnet34 input_size:", (3, H, W))


def to_model_input(crop_hwc):
    """A BGR/RGB uint8 crop (H, W, C) of any size -> float32 (1, 3, H_model, W_new)."""
    h, w = crop_hwc.shape[:2]
    new_w = max(1, int(round(w * H / h)))                   # keep the aspect ratio
    resized = cv2.resize(crop_hwc, (new_w, H))              # cv2 takes (width, height)
    x = resized.astype(np.float32).transpose(2, 0, 1)[None] / 255.0
    return ms.Tensor(x)


def run():
    model = build_model("crnn_resnet34", pretrained=False, pretrained_backbone=False)
    model.set_train(False)
    rng = np.random.default_rng(0)
    for h, w in [(64, 200), (48, 160), (32, 100)]:
        crop = rng.integers(0, 256, (h, w, 3), dtype=np.uint8)
        x = to_model_input(crop)
        print(f"crop {h}x{w} -> input {tuple(x.shape)} -> output {model(x).shape}")


run()
