# Fix: resize the images to the size in the model name (224 for vit_b_32_224) in the data pipeline.
import numpy as np
import mindspore as ms
import mindcv
from mindspore.dataset import vision


def main():
    net = mindcv.create_model("vit_b_32_224", num_classes=10)
    net.set_train(False)
    small = np.random.RandomState(0).rand(64, 64, 3).astype(np.float32)          # one 64x64 HWC image
    resize, to_chw = vision.Resize((224, 224)), vision.HWC2CHW()
    batch = np.expand_dims(to_chw(resize(small)), 0)
    print("Resize((224, 224)) + HWC2CHW:", batch.shape, "->", net(ms.Tensor(batch)).shape)


main()
