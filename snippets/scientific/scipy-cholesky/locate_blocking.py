# Locating the failing call: ms.runtime.launch_blocking() makes operators run synchronously,
# so the traceback points at the cholesky line itself instead of the first read of its result.
# (Slower: use it while debugging, not in production runs.) Versions without mindspore.runtime (1.10, 2.0) have
# the older switch for the same thing, set_context(pynative_synchronize=True).
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.scipy.linalg import cholesky

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
if hasattr(ms, "runtime"):
    ms.runtime.launch_blocking()
    print("synchronous execution: ms.runtime.launch_blocking()")
else:
    ms.set_context(pynative_synchronize=True)
    print("synchronous execution: set_context(pynative_synchronize=True)")
a = Tensor(np.array([[1.0, 2.0],
                     [2.0, 1.0]]))
L = cholesky(a, lower=True)              # now the RuntimeError is raised here
print("not reached:", L.asnumpy())
