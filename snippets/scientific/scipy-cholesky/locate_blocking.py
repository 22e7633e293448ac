# Locating the failing call: ms.runtime.launch_blocking() makes operators run synchronously,
# so the traceback points at the cholesky line itself instead of the first read of its result.
# (Slower: use it while debugging, not in production runs.)
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.scipy.linalg import cholesky

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.runtime.launch_blocking()
a = Tensor(np.array([[1.0, 2.0],
                     [2.0, 1.0]]))
L = cholesky(a, lower=True)              # now the RuntimeError is raised here
print("not reached:", L.asnumpy())
