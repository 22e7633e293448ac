# ms.runtime.launch_blocking(): every operator finishes before the call returns, so the error is raised at
# the line that caused it, and the traceback shows construct() and the matmul line.
# Call it once, at the top of the script, before any operator runs. It slows execution: use it to debug.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: PyNative is 2.x's default, 1.10's is GRAPH_MODE
ms.runtime.launch_blocking()


class Project(nn.Cell):
    def construct(self, x, w):
        h = ops.matmul(x, w)          # (2, 3) @ (4, 5): inner dimensions 3 and 4 differ
        return ops.relu(h)


out = Project()(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((4, 5), np.float32)))
print("never reached")
