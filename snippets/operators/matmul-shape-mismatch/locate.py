# Locate the failing operator: with pynative_synchronize=True every PyNative operator runs to completion
# before the call returns, so a shape error is raised at the line that called the operator.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, pynative_synchronize=True)
a = Tensor(np.ones((2, 3), np.float32))
b = Tensor(np.ones((4, 5), np.float32))
y = ops.matmul(a, b)
print("ops.matmul returned")
print("y.shape:", y.shape)
