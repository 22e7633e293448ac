# PYNATIVE_MODE, the same out-of-range index: the kernel fails in the background; the error is raised by
# the first line that reads the result (.asnumpy()), after the lines in between have run.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: PyNative is 2.x's default, 1.10's is GRAPH_MODE


class Pick(nn.Cell):
    def construct(self, table, index):
        return ops.gather(table, index, 0) + 1


table = Tensor(np.arange(6, dtype=np.float32))
index = Tensor(np.array([0, 9], np.int32))     # 9 is outside [0, 6)
out = Pick()(table, index)
print("1. the call returned")
total = out.sum()
print("2. out.sum() returned")
print(total.asnumpy())                         # the error surfaces here
