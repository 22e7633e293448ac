# PYNATIVE_MODE: which lines surface an error that the operator deferred? Each row makes a fresh bad matmul
# ((2, 3) @ (4, 5)), then does one thing with the result. Operating on it again returns quietly; reading
# anything about it (shape, dtype, values, printing, float(), bool()) raises the matmul's error, and the last
# traceback frame is then a function of mindspore/common/tensor.py, not the line that called matmul.
# (A version that checks the shapes inside the matmul call itself says so instead.)
import traceback
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: PyNative is 2.x's default, 1.10's is GRAPH_MODE
x = Tensor(np.ones((2, 3), np.float32))
w = Tensor(np.ones((4, 5), np.float32))

READS = [
    ("out * 2", lambda out: out * 2),
    ("out.sum()", lambda out: out.sum()),
    ("out.shape", lambda out: out.shape),
    ("out.dtype", lambda out: out.dtype),
    ("out.asnumpy()", lambda out: out.asnumpy()),
    ("print(out)", lambda out: print(out)),
    ("float(out.sum())", lambda out: float(out.sum())),
    ("if out.sum() > 0:", lambda out: bool(out.sum() > 0)),
]
for what, read in READS:
    try:
        out = ops.matmul(x, w)        # returns at once where the shape check is deferred
    except ValueError as exc:         # a version that checks the shapes at the call itself: no row is reached
        print(f"ops.matmul itself raised {type(exc).__name__}: {str(exc).splitlines()[0]}")
        break
    try:
        read(out)
        print(f"{what:18} returned, no error")
    except (RuntimeError, ValueError) as exc:   # the deferred error's type differs between versions
        last = traceback.extract_tb(exc.__traceback__)[-1]
        where = last.filename.replace("\\", "/").split("/mindspore/")[-1]
        print(f"{what:18} raised {type(exc).__name__}: {str(exc).splitlines()[0]}  (last frame: {where}, {last.name})")
