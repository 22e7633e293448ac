# Fix: give the recursion a stopping branch that the compiler can decide.
# 1. Recurse on a Python int (a constant while compiling): the recursion is unrolled at compile time.
# 2. Or, when the depth depends on a Tensor value, write a while loop instead of the recursion.
import numpy as np
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit, as in repro.py
jit = getattr(ms, "jit", None) or ms.ms_function   # 1.10 names the decorator ms_function


def scale(n):                        # n is a Python int: `n <= 1` is decided while compiling
    if n <= 1:
        return 1
    return n * scale(n - 1)


@jit
def f_const(x):
    return x * scale(5)              # 5 * 4 * 3 * 2 * 1, computed at compile time


@jit
def f_loop(x):                       # a Tensor-dependent number of steps: a loop
    y = x * 0
    while x >= 0:                    # each step lowers x, so the loop ends
        if x < 3:
            y = y + 1
            x = x - 1
        elif x < 5:
            x = x - 2
        else:
            x = x - 4
    return y


print("recursion on a Python int:", f_const(Tensor(np.array([1], np.int32))))
print("while loop on a Tensor:", f_loop(Tensor(np.array([5], np.int32))))
