# The same mistake in GRAPH_MODE: the network is compiled on its first call, and the error comes from the compiler
# (shape inference), with "The Traceback of Net Construct Code" pointing into construct.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)         # explicit: the default mode differs between 1.x and 2.x


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(8, 4)
        self.fc2 = nn.Dense(3, 2)          # bug: should be nn.Dense(4, 2)

    def construct(self, x):
        h = ops.relu(self.fc1(x))
        return self.fc2(h)


net = Net()
out = net(Tensor(np.ones((2, 8), np.float32)))
