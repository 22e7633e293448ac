# Reproducer: `del` inside construct() in graph mode (a habit from freeing intermediates in eager code).
# The static-graph parser does not handle the `del` statement (AST node 'Delete') and stops compiling.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Block(nn.Cell):
    def construct(self, x):
        hidden = ops.relu(x * 2)
        out = hidden + 1
        del hidden                    # rejected: graph mode has no `del`
        return out


print(Block()(Tensor(np.ones((2,), np.float32))))
