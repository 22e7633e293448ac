# The installation check script of the official FAQ (installation.md), run as it is on a CPU-only PC:
# it selects Ascend with mindspore.set_device, the API newer versions recommend instead of set_context.
import numpy as np
import mindspore as ms
import mindspore.ops as ops

ms.set_device(device_target="Ascend")
x = ms.Tensor(np.ones([1, 3, 3, 4]).astype(np.float32))
y = ms.Tensor(np.ones([1, 3, 3, 4]).astype(np.float32))
print(ops.add(x, y))
