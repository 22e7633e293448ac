# Reproducer: ViT models have a fixed patch grid; vit_b_32_224 fed 64x64 images (a CIFAR-style pipeline).
import numpy as np
import mindspore as ms
import mindcv


def main():   # the net lives inside a function: see mindcv-cell-del-exit-noise
    print("mindcv", mindcv.__version__)
    net = mindcv.create_model("vit_b_32_224", num_classes=10)
    net.set_train(False)
    images = np.random.RandomState(0).rand(1, 3, 64, 64).astype(np.float32)
    print(net(ms.Tensor(images)).shape)


main()
