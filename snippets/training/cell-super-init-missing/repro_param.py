# Reproducer: the same mistake in a Cell that holds a Parameter instead of a sub-layer.
# Assigning a Parameter goes through another path of nn.Cell.__setattr__, with another message.
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative


class Scale(nn.Cell):
    def __init__(self):
        # super().__init__() is missing here
        self.w = Parameter(Tensor(np.ones(3, np.float32)), name="w")

    def construct(self, x):
        return x * self.w


net = Scale()
