# Fix: convert to a dtype the operator supports, as early as possible (float32 is the safe choice on every backend).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
np.random.seed(0)
data = np.random.rand(2, 3, 4, 4)

x = Tensor(data.astype(np.float32))       # convert in numpy ...
x2 = Tensor(data, ms.float32)             # ... or give the Tensor its dtype
print("Tensor dtypes:", x.dtype, x2.dtype)
print("BatchNorm2d:", nn.BatchNorm2d(3)(x).dtype)

i = Tensor(np.arange(6, dtype=np.int32))
print("tanh(int32 -> float32):", ops.tanh(i.astype(ms.float32)).asnumpy().round(3).tolist())
