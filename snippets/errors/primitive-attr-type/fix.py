# Fix: give the attribute the type the error message asks for (bool), then call the operator.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

top_k = ops.TopK(sorted=True)
values, indices = top_k(Tensor(np.array([1.0, 5.0, 3.0, 4.0], np.float32)), 2)
print("values:", values)
print("indices:", indices)
