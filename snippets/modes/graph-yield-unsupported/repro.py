# Reproducer: construct() iterates over a helper written as a generator (it contains `yield`).
# In GRAPH_MODE construct() and every function it calls are parsed into a graph; `yield` cannot be parsed.
# The same network runs in PYNATIVE_MODE, where construct() is plain Python.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor


class PairSum(nn.Cell):
    def pairs(self, feats):                # a generator: adjacent pairs of feature maps
        for i in range(len(feats) - 1):
            yield feats[i], feats[i + 1]

    def construct(self, a, b, c):
        out = a * 0
        for lo, hi in self.pairs((a, b, c)):
            out = out + lo * hi
        return out


a, b, c = (Tensor(np.full((2,), v, np.float32)) for v in (1.0, 2.0, 3.0))
ms.set_context(mode=ms.PYNATIVE_MODE)      # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
print("PYNATIVE_MODE:", PairSum()(a, b, c))
ms.set_context(mode=ms.GRAPH_MODE)
print("GRAPH_MODE:", PairSum()(a, b, c))
