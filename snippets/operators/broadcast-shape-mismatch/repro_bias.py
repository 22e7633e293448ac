# Reproducer: adding a per-channel bias of shape (4,) to a (2, 3) tensor: the trailing dimensions 3 and 4 differ.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones((2, 3), np.float32))
b = Tensor(np.ones((4,), np.float32))
y = ops.add(x, b)
print("y.shape:", y.shape)
