# Reproducer: new code (@ms.jit) run on an old MindSpore (1.10 and earlier) that has only ms_function.
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)


@ms.jit
def double(t):
    return t * 2


print(double(ms.Tensor(np.array([1.0, 2.0], np.float32))))
