# Reproducer: a for-loop over a constant range() in graph mode is unrolled while the graph is compiled.
# Every unrolled step is a nested function call in the compiler's type inference, so 1000 steps exceed the
# default call-depth limit (1000) before anything runs.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


class Smooth(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):      # constant trip count: unrolled at compile time
            x = x * 0.5 + 1
        return x


print(Smooth(1000)(Tensor(np.ones((2,), np.float32))))
