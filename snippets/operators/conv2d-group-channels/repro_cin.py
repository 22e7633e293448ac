# Reproducer: the layer is valid (in_channels=4, group=2), but the input has 6 channels.
# The kernel of each group expects 4/2 = 2 channels; 6/2 = 3 arrive.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)
conv = nn.Conv2d(in_channels=4, out_channels=8, kernel_size=3, group=2)
print("conv.weight.shape:", conv.weight.shape)
x = Tensor(np.ones((1, 6, 8, 8), np.float32))
y = conv(x)
print("y.shape:", y.shape)
