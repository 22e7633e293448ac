# A typical mistake in PyNative mode: fc2 expects 3 input features, fc1 gives it 4.
# Synchronous execution makes each operator run before the next line, so the traceback stops at the line that failed
# (without it, PyNative runs operators asynchronously and the error may surface a few lines later).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)      # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE
if hasattr(ms, "runtime"):                 # 1.10 and 2.0 have no mindspore.runtime
    ms.runtime.launch_blocking()
else:                                      # the older spelling of the same switch
    ms.set_context(pynative_synchronize=True)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(8, 4)
        self.fc2 = nn.Dense(3, 2)          # bug: should be nn.Dense(4, 2)

    def construct(self, x):
        h = ops.relu(self.fc1(x))
        return self.fc2(h)


net = Net()
out = net(Tensor(np.ones((2, 8), np.float32)))
