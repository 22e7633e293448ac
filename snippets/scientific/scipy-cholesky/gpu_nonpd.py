# GPU lane only: what mindspore.scipy.linalg.cholesky does on GPU with a non-positive-definite matrix.
# The CPU kernel raises RuntimeError (repro.py); whether the GPU kernel raises or returns NaN has to be
# recorded on a GPU machine, so this snippet prints the outcome instead of asserting one.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.scipy.linalg import cholesky

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_device("GPU")
ms.runtime.launch_blocking()
a = Tensor(np.array([[1.0, 2.0],
                     [2.0, 1.0]]))
try:
    L = cholesky(a, lower=True).asnumpy()
    print("no exception; result:", L.tolist(), "| contains NaN:", bool(np.isnan(L).any()))
except RuntimeError as exc:
    print("RuntimeError:", str(exc).splitlines()[0])
