# Reproducer: a network whose construct() takes one input, called with two (data and label) in GRAPH_MODE.
# Before compiling, Cell.__call__ compares the arguments with construct's signature and raises TypeError.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 1)

    def construct(self, x):               # one input besides self
        return self.dense(x)


data = Tensor(np.ones((2, 4), np.float32))
label = Tensor(np.zeros((2, 1), np.float32))
net = Net()
out = net(data, label)                     # two inputs: the label does not belong here
