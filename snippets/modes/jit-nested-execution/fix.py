# Fix: the Python code that runs inside the graph must not start another compiled graph.
# 1. Inside the pyfunc, compute with NumPy (it already receives and returns numpy arrays).
# 2. Or call the @jit function outside, before or after the network, from plain Python.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit, as in repro.py
jit = getattr(ms, "jit", None) or ms.ms_function   # 1.10 names the decorator ms_function


@jit
def double(x):
    return x * 2


def py_func(x):                       # NumPy only: no MindSpore graph inside
    return x * 2


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.Custom(py_func, out_shape=lambda s: s, out_dtype=lambda t: t, func_type="pyfunc")

    def construct(self, x):
        return self.op(x) + 1


class AddOne(nn.Cell):
    def construct(self, x):
        return x + 1


x = Tensor(np.array([1.0, 2.0], np.float32))
print("1. NumPy inside the pyfunc:", Net()(x))
print("2. @jit function called outside the network:", AddOne()(double(x)))
