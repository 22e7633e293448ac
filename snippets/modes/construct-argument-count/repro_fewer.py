# Reproducer: the opposite mistake in GRAPH_MODE, fewer arguments than construct() requires.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class MaskedMean(nn.Cell):
    def construct(self, x, mask):          # two inputs besides self
        return (x * mask).sum() / mask.sum()


x = Tensor(np.ones((2, 4), np.float32))
out = MaskedMean()(x)                      # the mask is missing
