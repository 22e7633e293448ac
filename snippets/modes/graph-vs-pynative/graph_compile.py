# The same shape bug in GRAPH_MODE: the whole construct() is compiled before anything runs, so the error is
# raised by the compiler, inside the call, and the traceback goes through compile_and_run -> compile.
# The `finally` shows that the failed compile also left rank_0/om/analyze_fail.ir in the working directory.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Project(nn.Cell):
    def construct(self, x, w):
        h = ops.matmul(x, w)          # (2, 3) @ (4, 5): inner dimensions 3 and 4 differ
        return ops.relu(h)


try:
    out = Project()(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((4, 5), np.float32)))
    print("never reached:", out.shape)
finally:
    print("rank_0/om/analyze_fail.ir written:", os.path.exists("rank_0/om/analyze_fail.ir"))
