# Reproducer: a recursive @jit function where every branch of the `if` chain calls the function again
# with a Tensor argument. The conditions are Tensors, known only when the graph runs, so the compiler
# infers every branch; each one needs the type of f's own result, and none ends the recursion.
# (The code is the example of the official FAQ.)
import numpy as np
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
jit = getattr(ms, "jit", None) or ms.ms_function   # 1.10 names the decorator ms_function

ZERO = Tensor(np.array([0], np.int32))


@jit
def f(x):
    y = ZERO
    if x < 0:
        y = f(x - 3)
    elif x < 3:
        y = x * f(x - 1)
    elif x < 5:
        y = x * f(x - 2)
    else:
        y = f(x - 4)
    return y + 1


print(f(Tensor(np.array([5], np.int32))))
