# Reproducer: the wrongly typed attribute in a static graph (GRAPH_MODE).
# The operator is created in __init__ without error; the TypeError appears when the network is first
# called, while its graph is compiled, and "The Traceback of Net Construct Code" points at the call in construct.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # this page's point is the static graph (explicit on every version)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.reduce_mean = ops.ReduceMean(keep_dims=1)   # wrong type, not reported here

    def construct(self, x):
        return self.reduce_mean(x, 1)


net = Net()
print("created:", net.reduce_mean)
print(net(Tensor(np.ones((2, 3), np.float32))))
