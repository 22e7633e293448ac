# Reproducer (the official FAQ's example): UniformCandidateSampler with num_sampled = int64 max.
# Its output has shape (num_sampled,), far more memory than any machine has.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
num_sampled = int(np.iinfo(np.int64).max)
print("num_sampled:", num_sampled, "-> output bytes (int64):", num_sampled * 8)
sampler = ops.UniformCandidateSampler(num_true=1, num_sampled=num_sampled, unique=False, range_max=10)
true_classes = Tensor(np.array([[1], [3]], np.int64))
sampled, true_expected, sampled_expected = sampler(true_classes)
print("sampled shape:", sampled.shape)
