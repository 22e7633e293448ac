# A function decorated with @ms.jit is compiled as a static graph even in PYNATIVE_MODE. Its compile errors
# go through staging_specialize -> compile in graph/api.py (there is no Cell, so no compile_and_run).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)   # the global mode is PyNative; only the decorated function is compiled


@ms.jit
def project(x, w):
    return ops.relu(ops.matmul(x, w))   # (2, 3) @ (4, 5): inner dimensions 3 and 4 differ


out = project(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((4, 5), np.float32)))
print("never reached")
