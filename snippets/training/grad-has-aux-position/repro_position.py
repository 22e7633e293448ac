# Reproducer: grad_position names an input the function does not have.
# Positions count from 0: a one-input function has only position 0.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative


def f(x):
    return (x * x).sum()


x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
print("grad_position=0:", ops.grad(f, grad_position=0)(x))
try:                                          # neither inputs nor weights: nothing to differentiate
    ops.grad(f, grad_position=None, weights=None)(x)
except ValueError as exc:
    print("grad_position=None, weights=None ->", f"{type(exc).__name__}: {exc}")
print(ops.grad(f, grad_position=1)(x))       # there is no second input
