# mint.argmax on CPU: the pyboost kernel ArgMaxExt is not registered for CPU.
# The call itself returns; the error is raised when the result is first used (asynchronous execution).
import numpy as np
import mindspore as ms
from mindspore import mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
y = mint.argmax(x, dim=1)
print("mint.argmax returned")
print("y:", y)
