# Fix 3: keep the loop in Python and compile only one step. MS_JIT_DISPLAY_PROGRESS=1 prints a line per
# compile step, so the output shows one compile for 1000 calls; the graph holds one step, so the
# call-depth limit does not come into play. Fresh interpreter: the variable is set before the import.
import os
import sys

os.environ["MS_JIT_DISPLAY_PROGRESS"] = "1"

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


class Step(nn.Cell):
    def construct(self, x):
        return x * 0.5 + 1


step = Step()
x = Tensor(np.ones((2,), np.float32))
for _ in range(1000):                 # the loop runs in Python: one call of the compiled step per iteration
    x = step(x)
sys.stdout.flush()
print("1000 calls of the compiled step:", x)
