# Reproducer: numpy creates float64 by default; a Tensor made from it keeps float64,
# and BatchNorm accepts only float16/float32 input.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
np.random.seed(0)
data = np.random.rand(2, 3, 4, 4)         # float64: numpy's default float type
x = Tensor(data)
print("numpy dtype:", data.dtype, " Tensor dtype:", x.dtype)
bn = nn.BatchNorm2d(3)
y = bn(x)
print("y.dtype:", y.dtype)
