# ops.einsum has no CPU kernel: the call fails in kernel selection (PyNative).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
if hasattr(ms, "set_device"):
    ms.set_device("CPU")
else:
    ms.set_context(device_target="CPU")

a = Tensor(np.ones((2, 3), np.float32))
b = Tensor(np.ones((3, 4), np.float32))
einsum = ops.Einsum("ij,jk->ik")  # ops.einsum("ij,jk->ik", a, b) builds the same primitive
y = einsum((a, b))
print("shape:", y.shape)
print("y:", y.asnumpy())
