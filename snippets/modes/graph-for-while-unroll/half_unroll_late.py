# compile_config.FOR_HALF_UNROLL is read once per process: assigned after the process has compiled a graph
# (here a 10-step loop), it no longer helps the 1000-step loop. half_unroll.py sets it before the first
# compile, which works. Fresh interpreter, so that nothing has been compiled before this script.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

try:
    from mindspore.graph._parse import compile_config       # 2.9 and later
except ImportError:
    from mindspore._extends.parse import compile_config     # where the same module lived before 2.9

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
print("FOR_HALF_UNROLL =", repr(compile_config.FOR_HALF_UNROLL), "| first compile, 10 steps:", Smooth(10)(x))
compile_config.FOR_HALF_UNROLL = "1"          # too late: this process has compiled once already
try:
    Smooth(1000)(x)
    print("compile_config set after the first compile: 1000 steps compiled")
except RuntimeError as err:
    print(f"compile_config set after the first compile: RuntimeError: {str(err).splitlines()[0]}")
