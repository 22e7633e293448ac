# Reproducer: a numpy dtype where a MindSpore dtype is expected: ops.cast(x, np.int32).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.array([1.7, 2.2, 3.9], np.float32))
y = ops.cast(x, np.int32)                 # should be ms.int32
print("y:", y, y.dtype)
