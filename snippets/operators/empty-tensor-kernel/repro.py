# ops.isreal on an empty complex tensor (shape (1, 0, 3)) on CPU: isreal calls the Imag kernel,
# whose Init refuses zero-element inputs, so creating the kernel fails (like MindSpore issue #365).
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

x = Tensor(np.zeros((1, 0, 3), np.complex64))
print("input shape:", x.shape, "dtype:", x.dtype)
y = ops.isreal(x)
print("isreal:", y.shape)
