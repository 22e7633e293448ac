# Reproducer: float16 data fed to nn.Dense, whose weight is float32 (the default).
# The matrix multiply inside Dense needs both inputs of the same dtype.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones((2, 4), np.float16))   # e.g. features saved as half precision
fc = nn.Dense(4, 5)
print("x.dtype:", x.dtype, " fc.weight.dtype:", fc.weight.dtype)
y = fc(x)
print("y.dtype:", y.dtype)
