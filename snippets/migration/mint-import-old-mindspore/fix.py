# Fix: the same code on a MindSpore that has mindspore.mint (upgrade MindSpore to what the suite asks for).
# It prints the version first, so the output shows which MindSpore the import succeeded on.
import numpy as np
import mindspore as ms

print("MindSpore", ms.__version__)
from mindspore import mint

ms.set_context(mode=ms.PYNATIVE_MODE)
x = ms.Tensor(np.array([1.0, -2.0, 3.0], np.float32))
print("mint.abs(x) =", mint.abs(x))
