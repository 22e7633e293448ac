# GRAPH_MODE, an error while the compiled graph runs: compilation succeeds (shapes are fine), the CPU kernel
# rejects index 9 when it executes. The traceback goes through compile_and_run -> run -> _exec_pip,
# not through compile, and it is raised at the call. (A version whose kernel does not check the index gets to
# the print and shows what came back.)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Pick(nn.Cell):
    def construct(self, table, index):
        return ops.gather(table, index, 0) + 1


table = Tensor(np.arange(6, dtype=np.float32))
index = Tensor(np.array([0, 9], np.int32))     # 9 is outside [0, 6)
out = Pick()(table, index)
print("no error; the call returned:", out)
