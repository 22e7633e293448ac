# Fix: use MindSpore dtypes (ms.int32, ms.float32, ...) for ops.cast, Tensor(dtype=...), ops.zeros(...).
# Tensor.astype is the exception: it also accepts numpy dtypes and Python types.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.array([1.7, 2.2, 3.9], np.float32))
print("ops.cast(x, ms.int32):", ops.cast(x, ms.int32).asnumpy().tolist(), ops.cast(x, ms.int32).dtype)
print("Tensor(..., dtype=ms.float32):", Tensor(np.ones(3), dtype=ms.float32).dtype)
print("x.astype(np.int32):", x.astype(np.int32).dtype, " x.astype(int):", x.astype(int).dtype)

# a numpy dtype from elsewhere (a config, a numpy array): convert it through a table you control
NP_TO_MS = {np.dtype(np.float32): ms.float32, np.dtype(np.float16): ms.float16,
            np.dtype(np.int32): ms.int32, np.dtype(np.int64): ms.int64}
arr = np.zeros(2, np.int32)
print("cast to arr.dtype:", ops.cast(x, NP_TO_MS[arr.dtype]).dtype)
