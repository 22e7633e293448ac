# The Argmax primitive has a CPU kernel, but not for a bool input: "which position is the first True" on a mask.
# Argmax 在 CPU 上有实现，但没有 bool 输入的实现。
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

mask = Tensor(np.array([[False, True, True], [True, False, False]]))
print("mask dtype:", mask.dtype)
first_true = ops.Argmax(axis=1)(mask)
print("first True at:", first_true)
