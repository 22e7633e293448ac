# Fix: rewrite each rejected construct with one the graph compiler accepts. Everything here compiles under
# jit_syntax_level STRICT, gives the same result as PyNative, and can be exported to MindIR.
import math                            # imports at module level, not inside construct()
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


@ms.jit_class                          # classes at module level; `with` needs a @ms.jit_class object
class Scope:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scope = Scope()

    def construct(self, x):
        hidden = ops.relu(x * 2)
        out = hidden + 1                   # `del hidden` removed: the graph frees intermediates itself
        parts = [x, x * 2, x * 3]
        parts = parts[1:]                  # instead of `del parts[0]`: rebuild the list by slicing
        out = out + parts[0]
        y = x + 1                          # walrus `(y := x + 1)` split into an assignment
        if y.sum() > 0:
            out = out + y
        sizes = (1, 2)                     # a tuple instead of the set literal {1, 2}
        out = out * len(sizes)
        out = out + self.bump(1)           # nonlocal replaced by returning the new value
        first, second = self.pair(x)       # a tuple instead of a generator
        out = out + first - second
        with self.scope:
            out = out - math.pi
        scale = ops.abs(x).max()           # ops instead of numpy on x.asnumpy()
        return out / scale

    def bump(self, n):
        return n + 1

    def pair(self, x):
        return x, x + 1


x = Tensor(np.array([1.0, -4.0], np.float32))
ms.set_context(mode=ms.PYNATIVE_MODE)   # first eagerly, as a reference ...
eager = Block()(x)
ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)   # ... then compiled, STRICT
net = Block()
graph = net(x)
print("PYNATIVE:", eager, "GRAPH (STRICT):", graph, "same:", np.allclose(eager.asnumpy(), graph.asnumpy()))
ms.export(net, x, file_name="block", file_format="MINDIR")
print("exported block.mindir:", os.path.getsize("block.mindir") > 0)
