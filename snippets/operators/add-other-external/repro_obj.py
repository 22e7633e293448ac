# Reproducer: an object of an ordinary Python class (think: a config object or a third-party library object)
# passed to an operator inside construct. Graph mode has no type for it either.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Config:
    def __init__(self):
        self.scale = 2.0


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cfg = Config()

    def construct(self, x):
        return ops.add(x, self.cfg)             # meant: self.cfg.scale


print(Net()(Tensor(np.ones(3, np.float32))))
