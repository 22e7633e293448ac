# Fix: the public way to do what the private imports were used for.
#  * a custom backward function: define `bprop` on an nn.Cell (instead of registering into ops._grad.bprop_getters);
#  * gradients: ops.GradOperation or ops.grad (public on every version run here);
#  * argument checks: plain Python (instead of mindspore._checkparam.Validator / Rel).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)


class ClippedSquare(nn.Cell):
    """y = x * x, with a custom backward that clips the gradient to [-1, 1]."""

    def __init__(self, limit=1.0):
        super().__init__()
        if not isinstance(limit, float) or limit <= 0:           # was validator.check_positive_float(...)
            raise ValueError(f"For 'ClippedSquare', 'limit' must be a positive float, but got {limit!r}")
        self.limit = limit

    def construct(self, x):
        return x * x

    def bprop(self, x, out, dout):                               # public custom-gradient hook of nn.Cell
        return (ops.clip_by_value(2 * x * dout, -self.limit, self.limit),)


net = ClippedSquare(1.0)
x = ms.Tensor(np.array([0.25, 2.0, -3.0], np.float32))
print("GradOperation:", ops.GradOperation()(net)(x).asnumpy().tolist())
print("ops.grad:     ", ops.grad(net)(x).asnumpy().tolist())
try:
    ClippedSquare(0)
except ValueError as exc:
    print("argument check:", exc)
