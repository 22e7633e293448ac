# Reproducer: get_parameters() returns a generator; once it has been iterated (here by a print),
# it is empty, and the optimizer receives nothing.
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)

net = nn.Dense(3, 2)
params = net.get_parameters()
print("type:", type(params).__name__)
print("names:", [p.name for p in params])          # this consumes the generator
print("names again:", [p.name for p in params])    # nothing left
opt = nn.Adam(params, learning_rate=0.01)
