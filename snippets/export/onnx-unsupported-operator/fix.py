# Fix: either keep MindIR (every operator can be exported there), or rewrite the operator with operators that
# have ONNX converters. A cumulative sum along the last axis is a matrix product with an upper-triangular
# matrix of ones; MatMul exports to ONNX, and the result equals CumSum's.
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


class NetForOnnx(nn.Cell):
    def __init__(self, dense, length):
        super().__init__()
        self.dense = dense                                            # the same trained layer
        self.upper = Tensor(np.triu(np.ones((length, length), np.float32)))   # [i, j] = 1 where i <= j

    def construct(self, x):
        return ops.matmul(self.dense(x), self.upper)                  # y[:, j] = sum of h[:, :j+1]


ms.set_seed(0)
net = Net()
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
ms.export(net, x, file_name="net", file_format="MINDIR")             # option 1: MindIR keeps CumSum
onnx_net = NetForOnnx(net.dense, 3)
ms.export(onnx_net, x, file_name="net", file_format="ONNX")          # option 2: ONNX without CumSum
print("written:", sorted(f for f in os.listdir(".") if f.startswith("net")))
print("same result as CumSum:", np.allclose(net(x).asnumpy(), onnx_net(x).asnumpy(), atol=1e-5))
