# MS_EXCEPTION_DISPLAY_LEVEL=1 (set before `import mindspore`) leaves the "C++ Call Stack" section out of error
# messages. Same PyNative mistake as pynative_error.py; compare its stderr with that one.
import os

os.environ["MS_EXCEPTION_DISPLAY_LEVEL"] = "1"

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)      # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE
ms.runtime.launch_blocking()


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
