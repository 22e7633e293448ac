# Reproducer: a numpy array as one input of ops.add in PyNative mode.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones(3, np.float32))
offset = np.full(3, 0.5, np.float32)
y = ops.add(offset, x)
print("y:", y)
