# Fix: keep NumPy out of construct(). Compute with Tensor operations inside the graph,
# and convert to NumPy (asnumpy) only on the result, outside the network.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit, as in repro.py


class Net(nn.Cell):
    def construct(self, x):
        total = x.sum()                    # Tensor method instead of np.sum(x.asnumpy())
        return x / total, total


out, total = Net()(Tensor(np.array([1.0, 3.0], np.float32)))
print("sum:", total.asnumpy(), "x / sum:", out.asnumpy())   # asnumpy outside the graph
