# Reproducer: the same mismatch inside a network in GRAPH_MODE: raised while the graph is compiled.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Scale(nn.Cell):
    def construct(self, x, w):
        return x * w


print(Scale()(Tensor(np.ones((8, 3, 32), np.float32)), Tensor(np.ones((8, 32, 3), np.float32))))
