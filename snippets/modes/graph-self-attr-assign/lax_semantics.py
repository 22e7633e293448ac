# What assigning plain attributes in construct() does at the default syntax level, three calls each:
#   A: self.last = x * 2; return self.last      (Tensor attribute, read back)
#   B: y = x * 2; self.last = y; return y        (Tensor attribute, only stored)
#   C: self.calls += 1; return x * self.calls    (int counter)
# Versions that reject the assignment print the first line of the error instead.
# Last, A once more in PyNative mode, where construct() runs as plain Python.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class A(nn.Cell):
    def __init__(self):
        super().__init__()
        self.last = None

    def construct(self, x):
        self.last = x * 2
        return self.last


class B(nn.Cell):
    def __init__(self):
        super().__init__()
        self.last = None

    def construct(self, x):
        y = x * 2
        self.last = y
        return y


class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.calls = 0

    def construct(self, x):
        self.calls += 1
        return x * self.calls


for cls in (A, B, C):
    net = cls()
    try:
        for v in (1.0, 2.0, 3.0):
            out = net(Tensor(np.full((1,), v, np.float32)))
            print(f"{cls.__name__} input {v}: returned {out}, last = {getattr(net, 'last', '-')}, "
                  f"calls = {getattr(net, 'calls', '-')}")
    except TypeError as exc:
        print(f"{cls.__name__}: TypeError: {str(exc).splitlines()[0]}")

ms.set_context(mode=ms.PYNATIVE_MODE)     # the same network A, run line by line by Python
net = A()
for v in (1.0, 2.0, 3.0):
    out = net(Tensor(np.full((1,), v, np.float32)))
    print(f"A in PyNative input {v}: returned {out}, last = {net.last}")
