# Reproducer: float16 input to a float32 Dense inside a network in GRAPH_MODE (raised while compiling).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 5)

    def construct(self, x):
        return self.fc(x)


print(Net()(Tensor(np.ones((2, 4), np.float16))))
