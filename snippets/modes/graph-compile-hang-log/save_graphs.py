# The 1.x way to keep the IR of each compile step: set_context(save_graphs=True). On 2.10 it still writes the
# files, and logs a deprecation warning per parameter that names the environment variable to use instead.
# The IR files are numbered in the order of the compile phases, with the phase name in the file name.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE, save_graphs=True, save_graphs_path="ir")  # GRAPH_MODE explicit (1.10's default, not 2.x's)


class Unrolled(nn.Cell):
    def construct(self, x):
        for _ in range(3):
            x = x * 0.5 + 1
        return x


Unrolled()(Tensor(np.ones((2,), np.float32)))
files = sorted(f for f in os.listdir("ir") if f.endswith(".ir"))
print("IR files written to ./ir:", len(files) > 0)
print("the first three:", files[:3])
