# Reproducer: construct() stores an intermediate result on self (self.last = ...) and returns it.
# self.last is a plain attribute (None in __init__), not a Parameter. Called three times with different inputs.
# MindSpore 1.10 and 2.0 refuse to compile it; from 2.6 dev on the default syntax level (LAX) compiles it.
# The last line checks the results against what Python gives and fails if they differ.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.last = None                    # a plain attribute

    def construct(self, x):
        self.last = x * 2
        return self.last


net = Net()
wrong = []
for v in (1.0, 2.0, 3.0):
    out = net(Tensor(np.full((2,), v, np.float32)))
    print(f"input {v}: returned {out}, net.last = {net.last}  (Python would give {2 * v})")
    if not np.allclose(out.asnumpy(), 2 * v):
        wrong.append(v)
assert not wrong, f"GRAPH_MODE returned a stale value for inputs {wrong}"
