# Reproducer: ops.matmul on (2, 3) @ (4, 5); the inner dimensions 3 and 4 differ.
# In PyNative the call itself may return; the error can surface at the next line that uses the result.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
a = Tensor(np.ones((2, 3), np.float32))
b = Tensor(np.ones((4, 5), np.float32))
y = ops.matmul(a, b)
print("ops.matmul returned")
print("y.shape:", y.shape)
