# Reproducer: the path given to load_checkpoint does not exist (a relative path resolved against another
# working directory, a typo in the epoch/step numbers of the file name).
import os
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
os.makedirs("ckpt", exist_ok=True)
ms.save_checkpoint(nn.Dense(3, 2), "ckpt/lenet-10_1875.ckpt")
print("files in ckpt/:", sorted(os.listdir("ckpt")))
param_dict = ms.load_checkpoint("ckpt/lenet-1_1875.ckpt")     # epoch 1 was never saved
