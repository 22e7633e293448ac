# Fix: keep the loop a loop. A while-loop whose condition is a Tensor is compiled once, whatever the trip
# count; ops.ForiLoop(unroll=False) does the same for a counted loop (experimental API).
# Both compile 1000 steps at the default recursion limit (1000), where the for-loop of repro.py fails.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class SmoothWhile(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        i = Tensor(0, ms.int32)       # the counter must be a Tensor: with a Python int the loop is unrolled
        while i < self.steps:
            x = x * 0.5 + 1
            i = i + 1
        return x


def step(i, x):
    return x * 0.5 + 1


class SmoothFori(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps
        self.fori = ops.ForiLoop()

    def construct(self, x):
        return self.fori(0, self.steps, step, x, unroll=False)


x = Tensor(np.ones((2,), np.float32))
for cls in (SmoothWhile, SmoothFori):
    print(f"{cls.__name__}: 1000 steps, default recursion limit: compiled and ran:", cls(1000)(x))
