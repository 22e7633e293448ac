# Fix: make every branch return the same kind of value (same dtype, same structure), or avoid the branch.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Normalize(nn.Cell):                  # 1. cast both branches to one dtype
    def construct(self, x):
        if x.max() > 1:
            return (x / x.max()).astype(ms.float16)
        return x.astype(ms.float16)


class NormalizeSelect(nn.Cell):            # 2. no branch: compute both, pick element-wise
    def construct(self, x):
        cond = ops.broadcast_to(x.max() > 1, x.shape)   # one condition per element
        return ops.select(cond, x / x.max(), x).astype(ms.float16)


class Pair(nn.Cell):                       # 3. same structure: a tuple in both branches
    def construct(self, x):
        if x.sum() > 0:
            return x, x * 0
        return x, x


class MaybeHalf(nn.Cell):                  # 4. a Python-level switch is resolved at compile time: no join
    def __init__(self, half):
        super().__init__()
        self.half = half

    def construct(self, x):
        if self.half:
            return x.astype(ms.float16)
        return x


for data in (np.array([0.5, 4.0], np.float32), np.array([0.5, 0.25], np.float32)):
    x = Tensor(data)
    print("input", data.tolist(), "->", Normalize()(x), "| select:", NormalizeSelect()(x),
          "| pair:", len(Pair()(x)))
print("MaybeHalf(True):", MaybeHalf(True)(x).dtype, " MaybeHalf(False):", MaybeHalf(False)(x).dtype)
