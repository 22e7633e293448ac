# launch_blocking() called after an operator has already run: no error, no warning, and no effect.
# The shape error still surfaces at the later .shape line.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: PyNative is 2.x's default, 1.10's is GRAPH_MODE
x = Tensor(np.ones((2, 3), np.float32))
print("an earlier operator:", (x + 1).sum())   # the first operator runs here
ms.runtime.launch_blocking()                   # too late

out = ops.matmul(x, Tensor(np.ones((4, 5), np.float32)))   # (2, 3) @ (4, 5)
print("the matmul call returned")
print(out.shape)
