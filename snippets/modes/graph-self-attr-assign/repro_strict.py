# Reproducer: the same network compiled at the STRICT syntax level, set here for the whole process with
# set_context(jit_syntax_level=ms.STRICT): assigning a non-Parameter attribute in construct() is a compile error.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.last = Tensor(np.zeros((2,), np.float32))   # a Tensor attribute, still not a Parameter

    def construct(self, x):
        self.last = x * 2
        return self.last


print(Net()(Tensor(np.ones((2,), np.float32))))
