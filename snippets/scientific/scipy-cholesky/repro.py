# Reproducer: Cholesky of a symmetric matrix that is NOT positive definite (eigenvalues 3 and -1).
# mindspore.scipy.linalg.cholesky returns a Tensor without complaint: in PyNative mode operators run
# asynchronously, so the CPU kernel's error is raised where the result is first read (here: .asnumpy()).
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.scipy.linalg import cholesky

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
a = Tensor(np.array([[1.0, 2.0],
                     [2.0, 1.0]]))
L = cholesky(a, lower=True)              # no error on this line
print("cholesky returned:", L.shape, L.dtype)
print(L.asnumpy())                       # the RuntimeError is raised here
