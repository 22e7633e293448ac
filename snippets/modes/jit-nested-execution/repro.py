# Reproducer: Python code that runs while a graph is executing calls a @jit function.
# Here the Python code is a Custom op of type "pyfunc": MindSpore calls py_func during the execution
# of Net.construct's graph, and py_func calls the @jit function `double`, which would need its own
# compile-and-run while the outer graph is still running.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
jit = getattr(ms, "jit", None) or ms.ms_function   # 1.10 names the decorator ms_function


@jit
def double(x):
    return x * 2


def py_func(x):                       # x arrives as a numpy array
    return double(Tensor(x)).asnumpy()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.Custom(py_func, out_shape=lambda s: s, out_dtype=lambda t: t, func_type="pyfunc")

    def construct(self, x):
        return self.op(x) + 1


print(Net()(Tensor(np.array([1.0, 2.0], np.float32))))
