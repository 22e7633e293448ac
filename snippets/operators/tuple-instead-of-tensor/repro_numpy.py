# Reproducer: a numpy array given straight to an nn layer (a Cell) instead of a Tensor.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
batch = np.ones((2, 3), np.float32)       # e.g. straight from a data loader
fc = nn.Dense(3, 2)
out = fc(batch)
print("out:", out.shape)
