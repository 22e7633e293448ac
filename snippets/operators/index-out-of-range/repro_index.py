# Plain Tensor indexing past the end of an axis: x has 3 elements, x[5] asks for the 6th.
import numpy as np
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
x = Tensor(np.array([1.0, 2.0, 3.0], dtype=np.float32))
print("x[2]:", x[2])
print("x[5]:", x[5])
