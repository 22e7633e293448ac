# The same non-positive-definite matrix inside a compiled function (@ms.jit, static graph):
# the RuntimeError is raised at the line that calls the compiled function, not inside it.
import numpy as np
import mindspore as ms
from mindspore import Tensor
import mindspore.scipy.linalg as msl


@ms.jit
def factor(x):
    return msl.cholesky(x, lower=True)


L = factor(Tensor(np.array([[1.0, 2.0],
                            [2.0, 1.0]])))   # raised here
print("not reached:", L.asnumpy())
