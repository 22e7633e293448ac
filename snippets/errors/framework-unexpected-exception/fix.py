# Two inputs from survey.py that end in an internal error, handled before they reach the kernel.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


def argmin_keepdims(x, axis):
    # the CPU Argmin kernel refuses inputs with a zero-sized dimension: build the (empty) answer without it
    if 0 in x.shape:
        shape = list(x.shape)
        shape[axis] = 1
        # (slicing a non-empty tensor down to the empty shape also works on versions that reject np.zeros(shape))
        full = Tensor(np.zeros([max(d, 1) for d in shape], np.int32))
        return full[tuple(slice(0, d) for d in shape)]
    return ops.expand_dims(ops.Argmin(axis=axis)(x), axis)   # = x.argmin(axis, keepdims=True)


x = Tensor(np.zeros((1, 2, 3), np.float32))[:, 2:, :]          # shape (1, 0, 3)
print("argmin of an empty tensor:", argmin_keepdims(x, 0).shape)
print("argmin of a normal tensor:", argmin_keepdims(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), 0))

# cdist: the CPU kernel wants the same batch size on both inputs; broadcast the batch of 1 first
a = Tensor(np.ones((2, 5, 8), np.float32))
b = Tensor(np.ones((1, 7, 8), np.float32))
print("cdist with broadcast batch:", ops.cdist(a, ops.broadcast_to(b, (2, 7, 8)), p=2.0).shape)
