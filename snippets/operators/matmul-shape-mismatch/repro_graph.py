# Reproducer: the same Dense mismatch inside a network in GRAPH_MODE.
# The error is raised while the graph is compiled, before any computation;
# "The Traceback of Net Construct Code" points at the Dense call in construct.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 5)          # expects 4 input features

    def construct(self, x):
        return self.fc(x)


net = Net()
print(net(Tensor(np.ones((2, 3), np.float32))))
