# Reproducer: nn.Moments is given an axis outside the input's dimensions.
# The input is 3-D, so valid axes are -3..2; axis=3 is passed down to the inner ReduceMean, which rejects it.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

x = Tensor(np.ones((2, 3, 4), np.float32))
moments = nn.Moments(axis=3, keep_dims=True)
mean, variance = moments(x)
