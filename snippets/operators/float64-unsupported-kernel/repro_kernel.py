# Reproducer: an operator called on a dtype for which the CPU backend has no kernel:
# tanh of an int32 tensor (e.g. integer labels or indices passed through an activation).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.arange(6, dtype=np.int32))
print("x.dtype:", x.dtype)
y = ops.tanh(x)
print("y:", y)
