# No GPU here. On a GPU, an index outside the table makes the CUDA kernel's own assertion fire
# ("Assertion `indices[j] < input_dim1` failed", then "device-side assert triggered", CUDA error 710), and the
# message does not say which value was wrong. The same Gather on CPU checks the indices itself: run the failing
# step's inputs on CPU to get the range and the bad value.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
table = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))   # e.g. an embedding table with 4 rows
ids = Tensor(np.array([0, 2, 4], dtype=np.int32))               # 4 is one past the last row
print(ops.gather(table, ids, 0))
