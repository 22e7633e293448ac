# Reproducer: export to ONNX a network that uses an operator the ONNX exporter has no converter for.
# CumSum (a running sum, e.g. for positions or cumulative scores) is one on the CPU build of MindSpore.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # export traces the network as a graph (explicit on every version)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 3)
        self.cumsum = ops.CumSum()

    def construct(self, x):
        return self.cumsum(self.dense(x), 1)


ms.set_seed(0)
net = Net()
x = Tensor(np.ones((2, 3), np.float32))
print("forward works, output shape:", net(x).shape)
ms.export(net, x, file_name="net", file_format="ONNX")
print("written:", sorted(f for f in os.listdir(".") if f.startswith("net")))
