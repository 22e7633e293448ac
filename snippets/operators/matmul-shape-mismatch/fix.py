# Fix: make the Dense layer's in_channels equal the last dimension of what it really receives.
# For image features (N, C, H, W) flatten first: in_channels = C * H * W.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones((2, 3), np.float32))
fc = nn.Dense(x.shape[-1], 5)             # in_channels taken from the data: 3
print("Dense(3, 5) on", x.shape, "->", fc(x).shape)

feat = Tensor(np.ones((2, 16, 4, 4), np.float32))   # e.g. the output of a conv block
flat = nn.Flatten()(feat)                           # (2, 16*4*4) = (2, 256)
head = nn.Dense(16 * 4 * 4, 10)
print("Flatten:", feat.shape, "->", flat.shape, "; Dense(256, 10) ->", head(flat).shape)

a = Tensor(np.ones((2, 3), np.float32))
b = Tensor(np.ones((3, 5), np.float32))   # inner dimensions agree: (2, 3) @ (3, 5)
print("ops.matmul:", a.shape, "@", b.shape, "->", ops.matmul(a, b).shape)
