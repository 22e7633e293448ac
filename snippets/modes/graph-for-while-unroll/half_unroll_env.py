# The environment variable MS_DEV_FOR_HALF_UNROLL=1 (the MS_DEV_ prefix of other switches), set before
# MindSpore is imported: does the 1000-step for-loop of repro.py then compile at the default limit?
# Newer versions read the switch from the private module compile_config instead (half_unroll.py).
# Fresh interpreter: the environment variable must be set before MindSpore is imported.
import os

os.environ["MS_DEV_FOR_HALF_UNROLL"] = "1"

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


try:
    y = Smooth(1000)(Tensor(np.ones((2,), np.float32)))
    print("MS_DEV_FOR_HALF_UNROLL=1: 1000 steps compiled and ran:", y)
except RuntimeError as err:
    print(f"MS_DEV_FOR_HALF_UNROLL=1: RuntimeError: {str(err).splitlines()[0]}")
