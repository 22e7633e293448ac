# A for-loop cannot take its trip count from a Tensor: range() in a graph needs a Python int known at
# compile time. Use a while-loop with a Tensor condition (fix.py) for a trip count that is only known at run time.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


class SmoothN(nn.Cell):
    def construct(self, x, steps):
        for _ in range(steps):        # steps is a Tensor here
            x = x * 0.5 + 1
        return x


print(SmoothN()(Tensor(np.ones((2,), np.float32)), Tensor(1000, ms.int32)))
