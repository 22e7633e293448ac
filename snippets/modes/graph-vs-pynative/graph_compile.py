# The same shape bug in GRAPH_MODE: the whole construct() is compiled before anything runs, so the error is
# raised by the compiler, inside the call, and the traceback goes through compile_and_run -> compile.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Project(nn.Cell):
    def construct(self, x, w):
        h = ops.matmul(x, w)          # (2, 3) @ (4, 5): inner dimensions 3 and 4 differ
        return ops.relu(h)


out = Project()(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((4, 5), np.float32)))
print("never reached:", out.shape)
