# Reproducer: nn.CrossEntropyLoss with class indices of numpy's default integer type (int64).
# It accepts int32 indices or float class probabilities, not int64 indices.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
logits = Tensor(np.random.RandomState(0).randn(4, 3).astype(np.float32))
loss_fn = nn.CrossEntropyLoss()
try:                                       # one-hot labels as integers: also refused
    loss_fn(logits, Tensor(np.eye(3, dtype=np.int32)[[0, 2, 1, 1]]))
except TypeError as exc:
    print("one-hot int32 labels:", str(exc).splitlines()[0])
labels = Tensor(np.array([0, 2, 1, 1]))   # np.array of Python ints is int64 on Linux
print("labels dtype:", labels.dtype)
loss_fn(logits, labels)
