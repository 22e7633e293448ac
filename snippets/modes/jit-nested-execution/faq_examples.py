# The two examples of the official FAQ for this error, run as they are written there (in one file):
# 1. construct() calls a @jit method of a plain Python class;
# 2. construct() calls a plain class's method that calls a Cell.
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
print("FAQ example 1 (@jit method of a plain class):", Net(UserDefinedNet())(x))
print("FAQ example 2 (plain class calling a Cell):", Net(UserDefinedNet2())(x))
