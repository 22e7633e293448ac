# Two Parameters with the same name as attributes of one Cell, called in GRAPH_MODE (the network compiles on
# the first call). Whether compiling accepts the duplicate name depends on the MindSpore version.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.GRAPH_MODE)        # graph compilation is what this snippet looks at


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor(np.array([1.0], np.float32)), name="name_a")
        self.b = Parameter(Tensor(np.array([5.0], np.float32)), name="name_a")

    def construct(self, x):
        return x * self.a + self.b


net = Net()
print("parameter names:", [p.name for p in net.get_parameters()])
print("output:", net(Tensor(np.array([1.0], np.float32))))
