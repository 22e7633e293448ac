# Reproducer: calling .asnumpy() and a NumPy function on a Tensor input inside construct() in graph mode.
# In PyNative this is plain Python; in a static graph the value of x is not known while compiling.
# The same network runs first in PyNative (the reference), then in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor


class Net(nn.Cell):
    def construct(self, x):
        arr = x.asnumpy()                  # Tensor -> numpy.ndarray inside the graph
        total = np.sum(arr)                # a NumPy function on it
        return x / Tensor(total), Tensor(total)


x = Tensor(np.array([1.0, 3.0], np.float32))
ms.set_context(mode=ms.PYNATIVE_MODE)
out, total = Net()(x)
print("PYNATIVE_MODE: np.sum(x.asnumpy()) =", total, " x / sum =", out)
ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
out, total = Net()(x)
print("GRAPH_MODE:    np.sum(x.asnumpy()) =", total, " x / sum =", out)
