# The same error when the Python code that runs inside the graph calls a Cell instead of a @jit function:
# py_func (a Custom op of type "pyfunc") calls the Cell `double`, whose construct would need its own
# compile-and-run while Net.construct's graph is still executing.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Double(nn.Cell):
    def construct(self, x):
        return x * 2


double = Double()


def py_func(x):                       # x arrives as a numpy array
    return double(Tensor(x)).asnumpy()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.Custom(py_func, out_shape=lambda s: s, out_dtype=lambda t: t, func_type="pyfunc")

    def construct(self, x):
        return self.op(x) + 1


print(Net()(Tensor(np.array([1.0, 2.0], np.float32))))
