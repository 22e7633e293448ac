# Reproducer: the same bad axis when nn.Moments is used inside a network compiled as a static graph.
# The Python traceback stops at graph compilation; "The Traceback of Net Construct Code" at the end of the
# message lists the construct frames: #0 is the network's own line, the last one is the inner ReduceMean call.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # this snippet is about the static graph (explicit on every version)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.moments = nn.Moments(axis=3, keep_dims=True)   # the wrapper argument that is wrong

    def construct(self, x):
        mean, variance = self.moments(x)
        return mean


print(Net()(Tensor(np.ones((2, 3, 4), np.float32))))
