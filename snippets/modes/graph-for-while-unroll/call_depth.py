# How many unrolled steps fit under the call-depth limit, and in which compile step the limit is hit.
# MS_JIT_DISPLAY_PROGRESS=1 prints one line per main compile step (see graph-compile-hang-log), so a
# failed compile shows the step it stopped in. Fresh interpreter: the variable must be set before the import.
import os
import sys

os.environ["MS_JIT_DISPLAY_PROGRESS"] = "1"

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


def set_limit(limit):
    """Raise the call-depth limit with the API this version has; returns its name."""
    if hasattr(ms, "set_recursion_limit"):       # 2.x (in the API docs from 2.5 on)
        ms.set_recursion_limit(limit)
        return "set_recursion_limit"
    ms.set_context(max_call_depth=limit)         # 1.10 and 2.0 have only the context option
    return "set_context(max_call_depth)"


class Smooth(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):          # unrolled at compile time
            x = x * 0.5 + 1
        return x


x = Tensor(np.ones((2,), np.float32))
for limit, steps in ((None, 490), (None, 500), (2000, 1000)):
    how = f"{limit} via {set_limit(limit)}" if limit else "1000 (default)"
    print(f"--- {steps} steps, recursion limit {how}:", flush=True)
    try:
        y = Smooth(steps)(x)
        sys.stdout.flush()
        print("compiled and ran:", y)
    except RuntimeError as err:
        sys.stdout.flush()
        print("RuntimeError:", str(err).splitlines()[0])
