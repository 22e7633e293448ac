# Internal switch, not part of the public API: FOR_HALF_UNROLL = '1' in the private module compile_config
# (mindspore.graph._parse from 2.9 on, mindspore._extends.parse before). Its description is printed from the
# installed module itself. Set before the first compile of the process, it lets the 1000-step for-loop
# compile at the default limit (half_unroll_late.py: after the first compile it does nothing).
# It may change or vanish in any release.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

try:
    from mindspore.graph._parse import compile_config       # 2.9 and later
except ImportError:
    from mindspore._extends.parse import compile_config     # where the same module lived before 2.9

with open(compile_config.__file__, encoding="utf-8") as f:
    doc = f.read().split("Name: FOR_HALF_UNROLL", 1)[1].split('"""', 1)[0]
print(f"{compile_config.__name__} says about FOR_HALF_UNROLL:")
print("\n".join("  " + line.strip() for line in doc.strip().splitlines()))

compile_config.FOR_HALF_UNROLL = '1'   # before the first compile
ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


class Smooth(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):
            x = x * 0.5 + 1
        return x


y = Smooth(1000)(Tensor(np.ones((2,), np.float32)))
print("FOR_HALF_UNROLL='1', 1000 steps, default recursion limit: compiled and ran:", y)
