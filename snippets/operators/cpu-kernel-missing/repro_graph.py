# The same op inside a Cell in GRAPH mode: the error comes when the graph is compiled (first call),
# and the message points at the line of construct() that uses the op.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
if hasattr(ms, "set_device"):
    ms.set_device("CPU")
else:
    ms.set_context(device_target="CPU")


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.einsum = ops.Einsum("ij,jk->ik")

    def construct(self, a, b):
        return self.einsum((a, b))


net = Net()
print("net built")
y = net(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((3, 4), np.float32)))
print("y:", y.shape)
