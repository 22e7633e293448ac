# The error as 1.10 and 2.0 raise it: `is not` between two Tensors in a static graph (2.6 dev and later compile it,
# see repro.py), so this file runs only where the error exists.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def construct(self, x, y):
        if x is not y:
            return x + y
        return x * 2


Net()(Tensor(np.ones((2,), np.float32)), Tensor(np.full((2,), 3.0, np.float32)))
