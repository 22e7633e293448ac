# Reproducer: the same two mistakes in PYNATIVE_MODE. There construct() is called as a plain Python method,
# so the errors are Python's own TypeErrors about construct(), not MindSpore's "For 'Cell', ..." message.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class MaskedMean(nn.Cell):
    def construct(self, x, mask):
        return (x * mask).sum() / mask.sum()


x = Tensor(np.ones((2, 4), np.float32))
net = MaskedMean()
try:
    net(x)                                 # too few
except TypeError as exc:
    print("too few arguments ->", type(exc).__name__ + ":", exc)
net(x, x, x)                               # too many: raises
