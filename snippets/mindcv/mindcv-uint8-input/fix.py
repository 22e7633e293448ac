# Fix: turn pixels into normalised float32 before the network, as MindCV's own eval transforms do
# (scale by 1/255, subtract the ImageNet mean, divide by the std), or at least cast to float32.
import numpy as np
import mindspore as ms
import mindcv
from mindspore.dataset import vision

MEAN = [0.485 * 255, 0.456 * 255, 0.406 * 255]   # ImageNet mean/std on the 0..255 scale
STD = [0.229 * 255, 0.224 * 255, 0.225 * 255]


def main():
    net = mindcv.create_model("resnet18", num_classes=10)
    net.set_train(False)
    hwc = np.random.RandomState(0).randint(0, 256, (2, 224, 224, 3)).astype(np.uint8)   # decoded images
    # per image, as in a dataset .map(): Normalize (float32 out) then HWC2CHW
    normalize, to_chw = vision.Normalize(MEAN, STD), vision.HWC2CHW()
    batch = np.stack([to_chw(normalize(img)) for img in hwc])
    print("Normalize + HWC2CHW:", batch.dtype, batch.shape, "->", net(ms.Tensor(batch)).shape)
    # the minimum: a float32 tensor (the model runs, but without the normalisation its pretrained weights expect)
    x = ms.Tensor(hwc.transpose(0, 3, 1, 2), ms.float32)
    print("Tensor(..., ms.float32):", x.dtype, "->", net(x).shape)


main()
