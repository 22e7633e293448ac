# Reproducer: the MindIR was exported with two Tensor inputs and is called with only one.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # export and GraphCell run graphs (explicit on every version)


class Net(nn.Cell):
    def construct(self, x, scale):
        return x * scale


x = Tensor(np.ones((2, 3), np.float32))
ms.export(Net(), x, Tensor(2.0, ms.float32), file_name="net", file_format="MINDIR")
graph = nn.GraphCell(ms.load("net.mindir"))
print("two inputs:", graph(x, Tensor(3.0, ms.float32)).asnumpy()[0].tolist())
print("calling with one input ...")
print(graph(x))
