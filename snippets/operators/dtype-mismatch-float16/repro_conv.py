# Reproducer: the same mismatch in nn.Conv2d: float16 image, float32 kernel.
# Conv2D words it differently: "the input type must be same" with one line per input.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
img = Tensor(np.ones((1, 3, 8, 8), np.float16))
conv = nn.Conv2d(3, 8, 3)
print("img.dtype:", img.dtype, " conv.weight.dtype:", conv.weight.dtype)
out = conv(img)
print("out.dtype:", out.dtype)
