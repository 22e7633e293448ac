# Reproducer: some operators accept a wrongly typed attribute at creation and only fail when called.
# ReduceMean's `keep_dims` must be a bool; in MindSpore 2.10 ReduceMean(keep_dims=1) is created without error
# (1.10 and 2.0 check it at creation, so there the TypeError comes from the ReduceMean(...) line).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
reduce_mean = ops.ReduceMean(keep_dims=1)
print("created:", reduce_mean)
x = Tensor(np.ones((2, 3), np.float32))
print(reduce_mean(x, 1))
