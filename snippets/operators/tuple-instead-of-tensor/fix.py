# Fix: wrap lists, tuples and numpy arrays in a Tensor (with the dtype you want) before calling operators and layers.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
logits = Tensor([0.2, 1.5, -0.3], ms.float32)
print("softmax:", ops.softmax(logits).asnumpy().round(4).tolist())

batch = Tensor(np.ones((2, 3), np.float32))              # or ms.Tensor.from_numpy(...)
print("Dense:", nn.Dense(3, 2)(batch).shape)

x = Tensor(np.ones(3, np.float32))
print("add:", ops.add(Tensor(np.full(3, 0.5, np.float32)), x).asnumpy().tolist())
print("add with a Python number:", ops.add(x, 0.5).asnumpy().tolist())   # scalars are accepted as they are
