# The error as 1.10 raises it: .asnumpy() on a Tensor inside construct() in a static graph (2.0 runs it with a
# wrong result, 2.6 dev and later run it correctly under the default syntax level; see repro.py).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def construct(self, x):
        arr = x.asnumpy()                  # the line 1.10 rejects
        total = np.sum(arr)
        return x / Tensor(total)


Net()(Tensor(np.array([1.0, 3.0], np.float32)))
