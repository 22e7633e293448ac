# Internal switch, not in the public API docs of 2.10: compile_config.FOR_HALF_UNROLL = '1'
# ("convert loop calls into partial loop calls"). With it the 1000-step for-loop compiles at the default
# limit. It lives in a private module (mindspore.graph._parse) and may change or vanish in any release.
import time

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.graph._parse import compile_config

compile_config.FOR_HALF_UNROLL = '1'   # must be set before the first compile
ms.set_context(mode=ms.GRAPH_MODE)


class Smooth(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):
            x = x * 0.5 + 1
        return x


t0 = time.perf_counter()
y = Smooth(1000)(Tensor(np.ones((2,), np.float32)))
print(f"FOR_HALF_UNROLL=1, 1000 steps, default recursion limit: compiled and ran in {time.perf_counter() - t0:.2f} s")
print(y)
