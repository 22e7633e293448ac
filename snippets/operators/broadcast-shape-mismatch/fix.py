# Fix: line the shapes up from the right so that each pair of dimensions is equal or 1.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones((8, 3, 32), np.float32))
w = Tensor(np.ones((8, 32, 3), np.float32))
w_t = ops.transpose(w, (0, 2, 1))                   # swap back to (8, 3, 32)
print("x * transpose(w):", x.shape, "*", w_t.shape, "->", (x * w_t).shape)

v = Tensor(np.ones((8, 3), np.float32))            # one value per (sample, row)
v_e = ops.expand_dims(v, -1)                        # (8, 3, 1): the 1 broadcasts over the 32 columns
print("x * expand_dims(v, -1):", x.shape, "*", v_e.shape, "->", (x * v_e).shape)

img = Tensor(np.ones((2, 4, 5, 5), np.float32))    # (N, C, H, W)
bias = Tensor(np.ones((4,), np.float32))           # one per channel: trailing dim 4 meets W=5, not C
print("img + bias.reshape(1, 4, 1, 1):", img.shape, "->", (img + bias.reshape(1, 4, 1, 1)).shape)
