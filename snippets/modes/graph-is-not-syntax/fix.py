# Fix: in construct(), use `is` / `is not` only against None, True or False (for example to test an
# optional input), and say what you mean for Tensors: compare values, or decide in Python outside the graph.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def construct(self, x, y=None):
        if y is not None:                 # `is not None`: supported in every version
            if ops.equal(x, y).all():     # a value comparison instead of an identity test
                return x * 2
            return x + y
        return x


x = Tensor(np.ones((2,), np.float32))
y = Tensor(np.full((2,), 3.0, np.float32))
net = Net()
print("y given, different values:", net(x, y))
print("y given, equal values:", net(x, x))
print("y omitted:", net(x))
