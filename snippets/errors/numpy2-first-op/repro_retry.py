# Reproducer: retrying does not fix numpy 2. After the first failed call, the same call works,
# but MindSpore can no longer recognise numpy scalars (np.int64, np.float32 ...) as operator arguments.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
print("numpy", np.__version__, "| mindspore", ms.__version__)
x = Tensor(np.ones((2, 3), np.float32))
try:
    ops.add(x, 1)
except SystemError as exc:                 # the first call: the SystemError of repro.py
    print("first call:", type(exc).__name__)
print("second call:", ops.add(x, 1).asnumpy().tolist())  # now it works ...
try:
    ops.add(x, np.int64(1))                # ... but a numpy integer is rejected
except TypeError as exc:
    print("ops.add(x, np.int64(1)): TypeError:", str(exc).splitlines()[0])
scale = np.float32(0.5)                    # and so is a numpy float, e.g. from np.mean() or a config array
print(ops.mul(x, scale))
