# Fix: keep construct() free of try/except. Check inputs with ordinary code before calling the network,
# and handle errors around the call, in Python, where try/except is allowed.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Scale(nn.Cell):
    def construct(self, x):
        return x * 2


net = Scale()
try:
    print(net(Tensor(np.ones((2,), np.float32))))
except (TypeError, ValueError, RuntimeError) as exc:
    print("failed:", exc)
