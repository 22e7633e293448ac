# Fix: keep the loop a loop. A while-loop whose condition is a Tensor is compiled once, whatever the trip
# count, so 1000 steps compile at the default recursion limit (1000), where the for-loop of repro.py fails.
# (ops.ForiLoop(unroll=False) does the same for a counted loop on versions that have it: fori_loop.py.)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


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


x = Tensor(np.ones((2,), np.float32))
print("SmoothWhile: 1000 steps, default recursion limit: compiled and ran:", SmoothWhile(1000)(x))
