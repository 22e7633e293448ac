# Fix: give every attribute the type the error message asks for, then call the operators.
# Values read from a config file or the command line are strings: convert them explicitly
# (bool("False") is True in Python, so compare the text instead).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.array([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]], np.float32))

values, indices = ops.TopK(sorted=True)(x, 2)                # not sorted=1
print("TopK(sorted=True):", values.asnumpy().tolist(), indices.asnumpy().tolist())
print("Softmax(axis=1) output shape:", ops.Softmax(axis=1)(x).shape)          # not axis=1.0
print("LogSoftmax(axis=1) output shape:", ops.LogSoftmax(axis=1)(x).shape)    # not axis=1.0

cfg = {"keep_dims": "True"}                                   # e.g. from argparse or a YAML/INI file as text
keep_dims = cfg["keep_dims"].strip().lower() == "true"
print("keep_dims from config:", repr(keep_dims))
print("ReduceMean(keep_dims=True) output shape:", ops.ReduceMean(keep_dims=keep_dims)(x, 1).shape)
