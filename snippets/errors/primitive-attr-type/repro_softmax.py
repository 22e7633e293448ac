# Reproducer: the same mistake (a float where an int axis is expected) on two similar operators.
# In MindSpore 2.10 LogSoftmax(axis=1.0) is created without error and fails only when it is called;
# Softmax(axis=1.0) fails at creation: its generated __init__ converts and checks `axis` (int or tuple of int).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
when = "creating"
try:
    log_softmax = ops.LogSoftmax(axis=1.0)
    print("created:", log_softmax)
    when = "calling"
    log_softmax(Tensor(np.ones((2, 3), np.float32)))
except TypeError as exc:                 # whether LogSoftmax checks at creation or at the call depends on the version
    print(f"TypeError while {when} LogSoftmax:", str(exc).splitlines()[0])
softmax = ops.Softmax(axis=1.0)          # raises here, before any input is given
