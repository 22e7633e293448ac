# Reproducer: an image batch in NHWC layout (how PIL/OpenCV images come out: height, width, channels, stacked)
# fed to a MindCV model, whose first convolution expects NCHW.
import numpy as np
import mindspore as ms
import mindcv


def main():   # the net lives inside a function: see mindcv-cell-del-exit-noise
    print("mindcv", mindcv.__version__)
    net = mindcv.create_model("resnet18", num_classes=10)
    net.set_train(False)
    images = np.random.RandomState(0).rand(2, 224, 224, 3).astype(np.float32)   # N, H, W, C
    print(net(ms.Tensor(images)).shape)


main()
