# Fix: call super().__init__() as the first line of __init__, before any layer or Parameter is assigned.
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def __init__(self):
        super().__init__()                # first, before self.fc / self.w
        self.fc = nn.Dense(3, 2)
        self.w = Parameter(Tensor(np.ones(2, np.float32)), name="w")

    def construct(self, x):
        return self.fc(x) * self.w


net = Net()
print("trainable parameters:", [p.name for p in net.trainable_params()])
print("output shape:", net(Tensor(np.ones((4, 3), np.float32))).shape)
