# Fix: move the channel axis to position 1 (NHWC -> NCHW) before the network, either on the stacked batch or per
# image in the data pipeline (mindspore.dataset.vision.HWC2CHW, which MindCV's own transforms end with).
import numpy as np
import mindspore as ms
import mindcv
from mindspore.dataset import vision


def main():
    net = mindcv.create_model("resnet18", num_classes=10)
    net.set_train(False)
    images = np.random.RandomState(0).rand(2, 224, 224, 3).astype(np.float32)   # N, H, W, C
    batch = images.transpose(0, 3, 1, 2)                                         # N, C, H, W
    print("transpose(0, 3, 1, 2):", batch.shape, "->", net(ms.Tensor(batch)).shape)
    per_image = np.stack([vision.HWC2CHW()(img) for img in images])
    print("vision.HWC2CHW per image:", per_image.shape, "->", net(ms.Tensor(per_image)).shape)
    print("same array:", np.array_equal(batch, per_image))


main()
