# No error, but maybe not the gradient you meant: MindSpore differentiates a non-scalar output as if
# it were summed, and without has_aux a function with several outputs gets the gradient of all of them.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def square(x):                             # output shape (3,), not a scalar
    return x * x


def square_sum(x):                         # the scalar you meant
    return (x * x).sum()


def loss_and_extra(x):                     # (loss, something to log)
    return (x * x).sum(), x * 2


print("grad of x*x (non-scalar):          ", ops.grad(square)(x))
print("grad of (x*x).sum():               ", ops.grad(square_sum)(x))
print("two outputs, has_aux=False:        ", ops.grad(loss_and_extra)(x))
print("two outputs, has_aux=True:         ", ops.grad(loss_and_extra, has_aux=True)(x)[0])
