# Reproducer: SoftmaxCrossEntropyWithLogits(sparse=True) expects class indices (int32/int64),
# but the labels are float32 (e.g. read from a CSV or produced by a float transform).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
logits = Tensor(np.random.RandomState(0).randn(4, 3).astype(np.float32))    # batch 4, 3 classes
labels = Tensor(np.array([0, 2, 1, 1], np.float32))                          # indices, but float32
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
print("logits", logits.shape, logits.dtype, "| labels", labels.shape, labels.dtype)
loss_fn(logits, labels)
