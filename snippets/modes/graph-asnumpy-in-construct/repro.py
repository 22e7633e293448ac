# Reproducer: calling .asnumpy() and a NumPy function on a Tensor input inside construct() in graph mode.
# In PyNative this is plain Python; in a static graph the value of x is not known while compiling.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def construct(self, x):
        arr = x.asnumpy()                  # Tensor -> numpy.ndarray inside the graph
        total = np.sum(arr)                # a NumPy function on it
        return x / Tensor(total), Tensor(total)


out, total = Net()(Tensor(np.array([1.0, 3.0], np.float32)))
print("np.sum(x.asnumpy()) seen by the graph:", total, "(PyNative: 4.0)")
print("x / sum:", out, "(PyNative: [0.25 0.75])")
