# Reproducer: a numpy array kept as a Cell attribute and passed to an operator inside construct (GRAPH_MODE).
# The graph compiler cannot turn the numpy array into an operator input: its type is "External".
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bias = np.ones(3, np.float32)        # numpy, not a Tensor

    def construct(self, x):
        return ops.add(x, self.bias)


print(Net()(Tensor(np.ones(3, np.float32))))
