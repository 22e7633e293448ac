# Reproducer: an if/else on a Tensor condition whose branches return different dtypes (float32 / float16).
# The condition is only known when the graph runs, so the compiler must give the `if` one output type.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Normalize(nn.Cell):
    def construct(self, x):
        if x.max() > 1:                     # a Tensor condition: decided at run time
            return (x / x.max()).astype(ms.float16)
        return x                            # float32


print(Normalize()(Tensor(np.array([0.5, 4.0], np.float32))))
