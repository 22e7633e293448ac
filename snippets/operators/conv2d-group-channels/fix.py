# Fix: choose group so that it divides both in_channels and out_channels, and feed exactly in_channels channels.
# Shown on CPU: a grouped convolution (group=3, 6 -> 9 channels), a depthwise one (group = channels),
# and the primitive ops.Conv2D with group=3 all run.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)
x = Tensor(np.ones((1, 6, 8, 8), np.float32))

grouped = nn.Conv2d(6, 9, 3, group=3)      # 6/3 = 2 in, 9/3 = 3 out per group
print("nn.Conv2d(6, 9, group=3): weight", grouped.weight.shape, "-> out", grouped(x).shape)

depthwise = nn.Conv2d(6, 6, 3, group=6)    # one kernel per channel
print("nn.Conv2d(6, 6, group=6): weight", depthwise.weight.shape, "-> out", depthwise(x).shape)

w = Tensor(np.ones((9, 2, 3, 3), np.float32))   # (out, in/group, kh, kw)
out = ops.Conv2D(out_channel=9, kernel_size=3, group=3)(x, w)
print("ops.Conv2D(group=3):", out.shape, "first value", float(out.asnumpy()[0, 0, 0, 0]))   # 2 channels * 9 taps = 18
