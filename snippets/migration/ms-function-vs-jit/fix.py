# Fix: use mindspore.jit where it exists and fall back to ms_function on old versions (1.10 and earlier),
# so the same script runs on both sides of the rename.
import numpy as np
import mindspore as ms

jit = getattr(ms, "jit", None) or ms.ms_function
ms.set_context(mode=ms.PYNATIVE_MODE)


@jit
def double(t):
    return t * 2


print("using", "mindspore.jit" if jit is getattr(ms, "jit", None) else "mindspore.ms_function")
print(double(ms.Tensor(np.array([1.0, 2.0], np.float32))))
