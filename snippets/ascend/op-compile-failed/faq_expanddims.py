# The official FAQ (operators_compile, question 13) shows this code failing on Ascend with "Pynative run op ExpandDims failed"
# and blames calling an operator "PyNative style" in GRAPH_MODE. Run the same code on CPU, in GRAPH_MODE as the FAQ
# does (the FAQ sets the device to Ascend; here the device is the CPU).
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.GRAPH_MODE)
input_tensor = Tensor(np.array([[2, 2], [2, 2]]), ms.float32)
expand_dims = ops.ExpandDims()
output = expand_dims(input_tensor, 0)
print("mode:", "GRAPH" if ms.get_context("mode") == ms.GRAPH_MODE else "PYNATIVE")
print("output shape:", output.shape)
print(output)
