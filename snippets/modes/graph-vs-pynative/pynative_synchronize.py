# The 1.x switch, set_context(pynative_synchronize=True), still works in 2.10 but logs a deprecation warning
# that names its replacement, ms.runtime.launch_blocking(). The error is raised at the call again, and the
# traceback shows construct() and the gather line.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, pynative_synchronize=True)  # PyNative explicit (1.10 defaults to GRAPH_MODE)


class Pick(nn.Cell):
    def construct(self, table, index):
        return ops.gather(table, index, 0) + 1


table = Tensor(np.arange(6, dtype=np.float32))
index = Tensor(np.array([0, 9], np.int32))     # 9 is outside [0, 6)
out = Pick()(table, index)
print("no error; the call returned:", out)
