# Fix: give each loss the label format it expects.
# - sparse=True / CrossEntropyLoss with indices: shape (N,), int32 (cast with .astype(np.int32) or ops.cast)
# - sparse=False / CrossEntropyLoss with probabilities: one-hot float32, shape (N, C)
# All four ways give the same loss for the same targets.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
logits = Tensor(np.random.RandomState(0).randn(4, 3).astype(np.float32))
raw = np.array([0, 2, 1, 1])                                   # int64 from numpy, or float32 from a CSV
indices = Tensor(raw.astype(np.int32))                         # (4,) int32
onehot = Tensor(np.eye(3, dtype=np.float32)[raw])              # (4, 3) float32
from_float = ops.cast(Tensor(raw.astype(np.float32)), ms.int32)  # a float label tensor cast inside the network

losses = {
    "SoftmaxCE sparse=True, int32 indices": nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(logits, indices),
    "SoftmaxCE sparse=True, cast from float": nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(logits, from_float),
    "SoftmaxCE sparse=False, one-hot float": nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")(logits, onehot),
    "CrossEntropyLoss, int32 indices": nn.CrossEntropyLoss()(logits, indices),
    "CrossEntropyLoss, one-hot float": nn.CrossEntropyLoss()(logits, onehot),
}
for name, value in losses.items():
    print(f"{name:<40} loss = {float(value.asnumpy()):.4f}")
