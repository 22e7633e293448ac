# Reproducer: `del` inside construct() (a habit from freeing intermediates in eager code). In PYNATIVE_MODE
# construct() runs as ordinary Python and `del` is fine; in GRAPH_MODE the static-graph parser does not handle
# the `del` statement (AST node 'Delete') and stops compiling at the first call.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


class Block(nn.Cell):
    def construct(self, x):
        hidden = ops.relu(x * 2)
        out = hidden + 1
        del hidden                    # rejected in graph mode: no `del`
        return out


x = Tensor(np.ones((2,), np.float32))
ms.set_context(mode=ms.PYNATIVE_MODE)   # both modes set explicitly (defaults differ by version)
print("PYNATIVE_MODE:", Block()(x))
ms.set_context(mode=ms.GRAPH_MODE)      # ... and the same Block compiled
print("GRAPH_MODE:", Block()(x))
