# Reproducer: the same old code written as `@ms.ms_function` (attribute access instead of an import).
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)


@ms.ms_function
def double(t):
    return t * 2


print(double(ms.Tensor(np.array([1.0, 2.0], np.float32))))
