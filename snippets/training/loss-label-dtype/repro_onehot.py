# Reproducer: sparse=True with one-hot labels. sparse=True wants one index per sample (shape (N,)),
# one-hot labels have shape (N, C), so the rank check fails even though the dtype is an integer.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
logits = Tensor(np.random.RandomState(0).randn(4, 3).astype(np.float32))
labels = Tensor(np.eye(3, dtype=np.int32)[[0, 2, 1, 1]])                     # one-hot, shape (4, 3)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
print("logits", logits.shape, logits.dtype, "| labels", labels.shape, labels.dtype)
loss_fn(logits, labels)
