# Reproducer: the same mistake when the first attribute assigned is an operator (a Primitive such as ops.ReLU()).
# A plain Python value (self.k = 3) still goes through; the operator is where it fails.
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def __init__(self):
        # super().__init__() is missing here
        self.k = 3
        print("self.k = 3 assigned")
        self.relu = ops.ReLU()

    def construct(self, x):
        return self.relu(x) * self.k


net = Net()
