# Reproducer: a Cell subclass whose __init__ forgets super().__init__() and then assigns a layer.
# nn.Cell.__setattr__ needs the bookkeeping that Cell.__init__ creates, so the first `self.fc = ...` fails.
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def __init__(self):
        # super().__init__() is missing here
        self.fc = nn.Dense(3, 2)

    def construct(self, x):
        return self.fc(x)


net = Net()
