# The lightest way to see where a compile is: MS_JIT_DISPLAY_PROGRESS=1 prints one line per main compile
# step (with a timestamp) to stdout. A compile that hangs or dies stops after the step it was in.
# Runs in a fresh interpreter: the variable is set before MindSpore is imported.
import os
import sys

os.environ["MS_JIT_DISPLAY_PROGRESS"] = "1"

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Unrolled(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):
            x = x * 0.5 + 1
        return x


x = Tensor(np.ones((2,), np.float32))
print("--- a compile that finishes (200 unrolled steps):", flush=True)
Unrolled(200)(x)
sys.stdout.flush()

print("--- a compile that stops inside a step (recursion limit lowered to 100):", flush=True)
ms.set_recursion_limit(100)
try:
    Unrolled(200)(x)
except RuntimeError as err:
    sys.stdout.flush()
    print("RuntimeError raised:", str(err).splitlines()[0])
