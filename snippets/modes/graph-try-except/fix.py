# Fix: keep construct() free of try/except.
# 1. Where the logic needs exception handling, run it in PYNATIVE_MODE: there construct() is plain Python.
# 2. In GRAPH_MODE, check inputs inside construct() with `raise` (allowed in the graph) and catch the error
#    around the call, in Python, where try/except is allowed.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor


class SafeScale(nn.Cell):                 # the reproducer's network, unchanged
    def construct(self, x):
        try:
            y = x * 2
        except ValueError:
            y = x
        return y


class Scale(nn.Cell):
    def construct(self, x):
        if x.max() > 100:                 # a condition on a Tensor: decided when the graph runs
            raise ValueError("input too large")
        return x * 2


ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: the default differs by version (1.10: GRAPH_MODE)
print("PYNATIVE_MODE, try/except inside construct:", SafeScale()(Tensor(np.ones((2,), np.float32))))

ms.set_context(mode=ms.GRAPH_MODE)      # explicit, as above
net = Scale()
for data in (np.ones((2,), np.float32), np.full((2,), 1000.0, np.float32)):
    try:
        print("GRAPH_MODE:", net(Tensor(data)))
    except ValueError as exc:
        print("GRAPH_MODE, raised in the graph, caught around the call:", type(exc).__name__, "-", exc)
