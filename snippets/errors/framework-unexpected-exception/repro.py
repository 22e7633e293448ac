# MindSpore issue #357: argmin with keepdims over a tensor that has a zero-sized dimension, on CPU.
# The Argmin CPU kernel cannot be resized for the empty input; the error comes out as an internal one.
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

x = ms.Tensor(np.zeros((1, 0, 3), np.float32))
print(x.argmin(axis=0, keepdims=True))
