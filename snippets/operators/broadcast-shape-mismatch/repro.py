# Reproducer: an elementwise multiply of (8, 3, 32) and (8, 32, 3): the last two dimensions differ
# and neither is 1, so the shapes cannot be broadcast.
import numpy as np
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones((8, 3, 32), np.float32))
w = Tensor(np.ones((8, 32, 3), np.float32))   # e.g. transposed by mistake
y = x * w
print("x * w returned")
print("y.shape:", y.shape)
