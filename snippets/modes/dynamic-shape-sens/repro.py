# Reproducer: gradient with a caller-supplied sensitivity (GradOperation(sens_param=True)) in GRAPH_MODE,
# with both inputs declared dynamic-shape through set_inputs (the batch size varies).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def construct(self, x):
        return ops.relu(x) * 3


class GradWithSens(nn.Cell):
    def __init__(self, network):
        super().__init__()
        self.network = network
        self.grad = ops.GradOperation(sens_param=True)

    def construct(self, x, sens):
        return self.grad(self.network)(x, sens)


net = GradWithSens(Net())
net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32),     # batch size unknown until run time
               Tensor(shape=[None, 3], dtype=ms.float32))     # sens: same shape as the output, so also dynamic
x = Tensor(np.array([[1.0, -1.0, 2.0], [0.5, 1.0, -3.0]], np.float32))
sens = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
print(net(x, sens))                        # 3 * (x > 0) * sens if it runs
