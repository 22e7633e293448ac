# Reproducer: a network with two inputs exported with a Python float as the second one. A non-Tensor input is
# frozen into the MindIR as a constant, so the loaded graph takes ONE input; calling it with two raises.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # export and GraphCell run graphs (explicit on every version)


class Net(nn.Cell):
    def construct(self, x, scale):
        return x * scale


x = Tensor(np.ones((2, 3), np.float32))
ms.export(Net(), x, 2.0, file_name="net", file_format="MINDIR")      # scale=2.0 is a Python float
graph = nn.GraphCell(ms.load("net.mindir"))
print("one input, scale frozen at 2.0:", graph(x).asnumpy()[0].tolist())
print("calling with two inputs ...")
print(graph(x, Tensor(3.0, ms.float32)))
