# The 1.x way, set_context(max_call_depth=...), still takes effect in 2.10 but warns that it is deprecated.
# Shown with a limit lowered to 100, so that a 200-step unrolled loop fails quickly. Once
# ms.set_recursion_limit() has been called, its value is the one that counts -- also against a later
# set_context(max_call_depth=...) -- although get_context('max_call_depth') reports the context value.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


class Smooth(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):
            x = x * 0.5 + 1
        return x


x = Tensor(np.ones((2,), np.float32))
ms.set_context(max_call_depth=100)
try:
    Smooth(200)(x)
except RuntimeError as err:
    print("set_context(max_call_depth=100), 200 steps:", str(err).splitlines()[0])

ms.set_recursion_limit(5000)
print("then set_recursion_limit(5000), 200 steps:", Smooth(200)(x),
      "| get_context('max_call_depth') =", ms.get_context("max_call_depth"))

ms.set_context(max_call_depth=100)   # the other order: set_context after set_recursion_limit
print("then set_context(max_call_depth=100) again, 300 steps:", Smooth(300)(x),
      "| get_context('max_call_depth') =", ms.get_context("max_call_depth"))
