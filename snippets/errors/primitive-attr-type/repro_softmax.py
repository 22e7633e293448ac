# Reproducer: the same mistake (a float where an int axis is expected) on two similar operators.
# LogSoftmax(axis=1.0) is created without error (it would fail only when called);
# Softmax(axis=1.0) fails at creation: its generated __init__ converts and checks `axis` (int or tuple of int).
import mindspore as ms
from mindspore import ops

log_softmax = ops.LogSoftmax(axis=1.0)
print("created:", log_softmax)
softmax = ops.Softmax(axis=1.0)
