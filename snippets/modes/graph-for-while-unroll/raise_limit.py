# The same 1000-step unrolled loop compiles once the call-depth limit is raised above what it needs
# (about 2 levels per unrolled step here, see call_depth.py: 1000 steps fail at 2000, pass at 2100).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE
if hasattr(ms, "set_recursion_limit"):   # 2.x (in the API docs from 2.5 on)
    ms.set_recursion_limit(2100)
    how = "set_recursion_limit(2100)"
else:                                     # 1.10 and 2.0: the context option (deprecated in 2.10)
    ms.set_context(max_call_depth=2100)
    how = "set_context(max_call_depth=2100)"


class Smooth(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):
            x = x * 0.5 + 1
        return x


y = Smooth(1000)(Tensor(np.ones((2,), np.float32)))
print(f"1000 unrolled steps, {how}: compiled and ran:", y)
