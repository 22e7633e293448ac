# PYNATIVE_MODE, a Primitive operator (ops.ReduceMean) dispatched through _run_op -> run_op_async: its
# argument check fails at the call itself. The traceback shows construct() and the failing line, even though
# launch_blocking() was not called: "async" in the function name does not mean the error is deferred.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: PyNative is 2.x's default, 1.10's is GRAPH_MODE


class Mean(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mean = ops.ReduceMean(keep_dims=True)

    def construct(self, x):
        return self.mean(x, 3) + 1    # axis 3 on a 2-D input


out = Mean()(Tensor(np.ones((2, 3), np.float32)))
print("never reached: the call returned")
