# Why "often" and not "always": whether the first operator fails depends on its arguments.
# Here the first operator sees only Tensors: numpy's C API initialisation still fails (stderr shows the
# ImportError and "Numpy init failed."), but the error is reported and cleared, so the call returns.
# Later calls with Python numbers work -- numpy scalars are still rejected.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
print("numpy", np.__version__, "| mindspore", ms.__version__)
x = Tensor(np.ones((2, 3), np.float32))
print("x + x:", (x + x).asnumpy().tolist())
print("ops.add(x, 1):", ops.add(x, 1).asnumpy().tolist())
try:
    ops.mul(x, np.float32(0.5))
except TypeError as exc:
    print("ops.mul(x, np.float32(0.5)): TypeError:", str(exc).splitlines()[0])
