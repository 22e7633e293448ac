# Reproducer (PyNative): a Cell with a custom backward (bprop) that leaves out `out` (the forward output).
# bprop must take the forward inputs, then out, then dout: here bprop(self, x, dout) for construct(self, x).
import os
os.environ["GLOG_v"] = "3"   # errors only: 1.10 prints "[WARNING] VM ... Op build failed" or not, by thread timing
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class ScaleGrad(nn.Cell):
    """Forward: x * 2. Backward: pass only half of the incoming gradient (a hand-written rule)."""

    def construct(self, x):
        return x * 2

    def bprop(self, x, dout):               # wrong: should be bprop(self, x, out, dout)
        return (dout * 0.5,)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scale = ScaleGrad()

    def construct(self, x):
        return self.scale(x).sum()


x = Tensor(np.ones((2,), np.float32))
print(ops.GradOperation()(Net())(x))
