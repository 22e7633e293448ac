# The same shape bug in PYNATIVE_MODE (the default): operators are dispatched to a queue and the call returns
# at once. The error is only raised when Python needs the result (here .shape), several lines later, and
# the traceback no longer contains construct() or the matmul line.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: PyNative is 2.x's default, 1.10's is GRAPH_MODE


class Project(nn.Cell):
    def construct(self, x, w):
        h = ops.matmul(x, w)          # (2, 3) @ (4, 5): inner dimensions 3 and 4 differ
        return ops.relu(h)


out = Project()(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((4, 5), np.float32)))
print("1. the call returned")
scaled = out * 2                      # another operator on the bad result: still no error
print("2. out * 2 returned")
print(scaled.shape)                   # Python needs the result now: the error surfaces here
