# FOR_HALF_UNROLL is read from the private module mindspore.graph._parse.compile_config, not from an
# environment variable: MS_DEV_FOR_HALF_UNROLL=1 (the MS_DEV_ prefix of other switches) changes nothing.
# The module value is also too late once the process has compiled a graph: assigned after the first
# compile, it does not help either. half_unroll.py sets it before the first compile, which works.
# Fresh interpreter: the environment variable must be set before MindSpore is imported.
import os

os.environ["MS_DEV_FOR_HALF_UNROLL"] = "1"

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.graph._parse import compile_config

ms.set_context(mode=ms.GRAPH_MODE)


class Smooth(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):
            x = x * 0.5 + 1
        return x


def try_1000_steps(label):
    try:
        Smooth(1000)(Tensor(np.ones((2,), np.float32)))
        print(f"{label}: 1000 steps compiled")
    except RuntimeError as err:
        print(f"{label}: RuntimeError: {str(err).splitlines()[0]}")


print("MS_DEV_FOR_HALF_UNROLL=1 in the environment; compile_config.FOR_HALF_UNROLL =",
      repr(compile_config.FOR_HALF_UNROLL))
try_1000_steps("environment variable only")
compile_config.FOR_HALF_UNROLL = "1"          # too late: this process has compiled once already
try_1000_steps("compile_config set after the first compile")
