# Reproducer: nn.Moments is given an axis outside the input's dimensions.
# The input is 3-D, so valid axes are -3..2; axis=3 is passed down to the inner ReduceMean, which rejects it.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones((2, 3, 4), np.float32))
moments = nn.Moments(axis=3, keep_dims=True)
print("nn.Moments created; the axis it will hand to ReduceMean:", moments.axis)   # creating it does not check
mean, variance = moments(x)
