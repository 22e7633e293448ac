# Fix for a counted loop: ops.ForiLoop(unroll=False) keeps it a loop (experimental API; unroll defaults to
# True). 1000 steps compile at the default recursion limit (1000), where the for-loop of repro.py fails.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


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
print("SmoothFori: 1000 steps, default recursion limit: compiled and ran:", SmoothFori(1000)(x))
