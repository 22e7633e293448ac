# Reproducer: Tensor(..., dtype=np.float32): the Tensor constructor wants a MindSpore dtype too.
import numpy as np
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
t = Tensor(np.ones(3), dtype=np.float32)  # should be ms.float32
print("t:", t.dtype)
