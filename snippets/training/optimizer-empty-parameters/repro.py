# Reproducer: every parameter is frozen (requires_grad=False), so trainable_params() is empty
# and the optimizer refuses it when it is created.
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)

net = nn.Dense(3, 2)
for p in net.get_parameters():            # meant to freeze the backbone only, froze everything
    p.requires_grad = False
print("trainable_params():", net.trainable_params())
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
