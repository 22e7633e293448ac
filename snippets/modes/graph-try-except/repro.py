# Reproducer: try/except inside construct() in graph mode.
# Graph mode compiles construct() into a static graph, and `try` is not part of the static-graph syntax.
# The `finally` shows that the failed compile also wrote rank_0/om/analyze_fail.ir to the working directory.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class SafeScale(nn.Cell):
    def construct(self, x):
        try:
            y = x * 2
        except ValueError:
            y = x
        return y


try:
    print(SafeScale()(Tensor(np.ones((2,), np.float32))))
finally:
    print("rank_0/om/analyze_fail.ir written:", os.path.exists("rank_0/om/analyze_fail.ir"))
