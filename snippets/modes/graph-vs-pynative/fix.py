# Fix: once the failing line is known, correct it (here: w must have as many rows as x has columns).
# The same Cell then gives the same result in both modes.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


class Project(nn.Cell):
    def construct(self, x, w):
        h = ops.matmul(x, w)          # (2, 3) @ (3, 5)
        return ops.relu(h)


x = Tensor(np.ones((2, 3), np.float32))
w = Tensor(np.full((3, 5), 0.5, np.float32))
ms.set_context(mode=ms.PYNATIVE_MODE)   # the same Cell, first eagerly ...
eager = Project()(x, w).asnumpy()
ms.set_context(mode=ms.GRAPH_MODE)      # ... then compiled (modes set explicitly: defaults differ by version)
graph = Project()(x, w).asnumpy()
print("PYNATIVE:", eager[0])
print("GRAPH:   ", graph[0])
print("same result:", np.array_equal(eager, graph))
