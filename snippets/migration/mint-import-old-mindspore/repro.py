# Reproducer: code written for a newer MindSpore (e.g. a suite such as MindONE, whose files do
# `from mindspore import mint`) run on a MindSpore that has no mindspore.mint yet.
import numpy as np
import mindspore as ms
from mindspore import mint          # fails here on an old MindSpore: the op below is never reached

ms.set_context(mode=ms.PYNATIVE_MODE)
x = ms.Tensor(np.array([1.0, -2.0, 3.0], np.float32))
print(mint.abs(x))
