# Reproducer: raw uint8 pixels (decoded images with no ToTensor/Normalize step) fed to a float32 MindCV model.
import numpy as np
import mindspore as ms
import mindcv


def main():   # the net lives inside a function: see mindcv-cell-del-exit-noise
    print("mindcv", mindcv.__version__)
    net = mindcv.create_model("resnet18", num_classes=10)
    net.set_train(False)
    images = np.random.RandomState(0).randint(0, 256, (2, 3, 224, 224)).astype(np.uint8)
    print(net(ms.Tensor(images)).shape)


main()
