# Fix: bprop(self, <every forward input>, out, dout), returning a tuple with one gradient per forward input.
# Checked in both modes, plus a two-input Cell to show the order of the arguments and of the returned gradients.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


class ScaleGrad(nn.Cell):
    def construct(self, x):
        return x * 2

    def bprop(self, x, out, dout):          # forward inputs, then out, then dout
        return (dout * 0.5,)                # one gradient per forward input, as a tuple


class AddGrad(nn.Cell):
    def construct(self, x, y):
        return x + y

    def bprop(self, x, y, out, dout):
        return dout * 3, dout * 5           # gradient for x, then for y


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scale = ScaleGrad()
        self.add = AddGrad()

    def construct(self, x, y):
        return self.add(self.scale(x), y).sum()


x = Tensor(np.ones((2,), np.float32))
y = Tensor(np.ones((2,), np.float32))
for mode, name in ((ms.PYNATIVE_MODE, "PYNATIVE_MODE"), (ms.GRAPH_MODE, "GRAPH_MODE")):
    ms.set_context(mode=mode)
    gx, gy = ops.GradOperation(get_all=True)(Net())(x, y)
    print(f"{name}: d/dx = {gx} (custom: 3 * 0.5), d/dy = {gy} (custom: 5)")
