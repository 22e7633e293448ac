# A while-loop is not automatically safe: with a Python int counter its condition is a compile-time
# constant, so it is unrolled exactly like the for-loop and hits the same call-depth limit.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


class SmoothWhileInt(nn.Cell):
    def construct(self, x):
        i = 0                        # Python int: `i < 1000` is known while compiling
        while i < 1000:
            x = x * 0.5 + 1
            i += 1
        return x


print(SmoothWhileInt()(Tensor(np.ones((2,), np.float32))))
