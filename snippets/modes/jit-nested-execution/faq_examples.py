# The two examples of the official FAQ for this error, run as they are written there (in one file):
# 1. construct() calls a @jit method of a plain Python class;
# 2. construct() calls a plain class's method that calls a Cell.
# Each example runs on its own: what it returns, or the first line of what it raises, is printed.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
jit = getattr(ms, "jit", None) or ms.ms_function   # 1.10 names the decorator ms_function


class UserDefinedNet:                 # example 1
    def __init__(self):
        self.value = 10

    @jit
    def func(self, x):
        return 2 * x + self.value


class InnerNet(nn.Cell):
    def construct(self, x):
        return x


class UserDefinedNet2:                # example 2
    def __init__(self):
        self.value = 10
        self.inner_net = InnerNet()

    def func(self, x):
        return 2 * x * self.inner_net(x) + self.value


class Net(nn.Cell):
    def __init__(self, helper):
        super().__init__()
        self.net = helper

    def construct(self, x):
        return self.net.value + self.net.func(x)


x = Tensor(np.array([1.0, 2.0], np.float32))
for name, helper in (("FAQ example 1 (@jit method of a plain class)", UserDefinedNet),
                     ("FAQ example 2 (plain class calling a Cell)", UserDefinedNet2)):
    try:
        print(f"{name}: returned {Net(helper())(x)}")
    except Exception as exc:          # pylint: disable=broad-except
        print(f"{name}: {type(exc).__name__}: {str(exc).splitlines()[0]}")
