# Reproducer: code written for MindSpore 1.x / 2.0 (blogs, old model repos) that imports ms_function.
# Newer versions have only mindspore.jit.
import numpy as np
import mindspore as ms
from mindspore import ms_function

ms.set_context(mode=ms.PYNATIVE_MODE)


@ms_function
def double(t):
    return t * 2


print(double(ms.Tensor(np.array([1.0, 2.0], np.float32))))
