# Reproducer: nn.Dense(in_channels=4) is given an input whose last dimension is 3.
# Dense multiplies x (batch, in) by its weight (out, in) transposed, so x.shape[-1] must equal in_channels.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones((2, 3), np.float32))   # batch of 2 samples, 3 features each
fc = nn.Dense(4, 5)                       # in_channels=4: expects 4 features
print("x.shape:", x.shape, " fc.weight.shape:", fc.weight.shape)
y = fc(x)
print("y.shape:", y.shape)
