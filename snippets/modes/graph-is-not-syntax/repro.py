# Reproducer: `is not` in graph mode with a right-hand side that is not True, False or None.
# 1.x/2.0 static graphs implement `is`/`is not` only for comparing with those constants.
# The same network also runs in PyNative (plain Python) to show what Python itself answers.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor


class Net(nn.Cell):
    def construct(self, x, y):
        if x is not y:                # identity test between two different Tensor objects
            return x + y              # Python takes this branch: [4. 4.]
        return x * 2                  # [2. 2.]


x = Tensor(np.ones((2,), np.float32))
y = Tensor(np.full((2,), 3.0, np.float32))
ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: the default mode differs by version
print("PYNATIVE_MODE:", Net()(x, y))
ms.set_context(mode=ms.GRAPH_MODE)
print("GRAPH_MODE:", Net()(x, y))
