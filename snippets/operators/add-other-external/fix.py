# Fix: give the operator a Tensor (or a plain number), prepared in __init__:
# convert numpy data to a Tensor, and copy the number out of the config object.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Config:
    def __init__(self):
        self.scale = 2.0


class Net(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.bias = Tensor(np.ones(3, np.float32))   # a Tensor: a constant of the graph
        self.scale = cfg.scale                       # a float: a scalar constant of the graph

    def construct(self, x):
        return ops.add(ops.add(x, self.bias), self.scale)


print(Net(Config())(Tensor(np.ones(3, np.float32))))   # 1 + 1 + 2
