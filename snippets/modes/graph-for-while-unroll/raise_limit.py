# The same 1000-step unrolled loop compiles once the call-depth limit is raised above what it needs
# (about 2 levels per unrolled step here: 1000 steps need more than 2000). It works, but the compile is slow.
import time

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_recursion_limit(2100)   # 2.x API; set_context(max_call_depth=...) still works but is deprecated


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
print(f"1000 unrolled steps, recursion limit 2100: compiled and ran in {time.perf_counter() - t0:.2f} s")
print(y)
