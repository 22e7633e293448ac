# Fix: state that construct() updates goes into a Parameter created in __init__; results are returned, not stored.
# Runs at the default level and, where jit_syntax_level exists (2.1+), again at STRICT.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.last = Parameter(Tensor(np.zeros((2,), np.float32)), name="last", requires_grad=False)
        self.calls = Parameter(Tensor(0, ms.int32), name="calls", requires_grad=False)

    def construct(self, x):
        y = x * 2
        self.last = y                       # assigning a Parameter: allowed at every level
        self.calls = self.calls + 1
        return y                            # return the result; do not read it back from self


def run(label):
    net = Net()
    for v in (1.0, 2.0, 3.0):
        out = net(Tensor(np.full((2,), v, np.float32)))
        print(f"{label} input {v}: returned {out}, last = {net.last.asnumpy()}, calls = {net.calls.asnumpy()}")


run("default level")
if hasattr(ms, "STRICT"):
    ms.set_context(jit_syntax_level=ms.STRICT)
    run("STRICT")
else:
    print("STRICT: (no jit_syntax_level in this version)")
