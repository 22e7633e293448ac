# Fix: do not pass a dynamic-shape sens through sens_param. Make the weighting part of the forward computation:
# the gradient of sum(network(x) * sens) with respect to x is what GradOperation(sens_param=True) returns for
# (x, sens), and here sens is an ordinary (dynamic-shape) input. Checked against the static-shape sens_param result
# and against the gradient worked out by hand.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def construct(self, x):
        return ops.relu(x) * 3


class Weighted(nn.Cell):                    # forward with the weighting built in
    def __init__(self, network):
        super().__init__()
        self.network = network

    def construct(self, x, sens):
        return (self.network(x) * sens).sum()


class GradWrtX(nn.Cell):
    def __init__(self, network):
        super().__init__()
        self.network = network
        self.grad = ops.GradOperation()     # gradient with respect to the first input (x) only

    def construct(self, x, sens):
        return self.grad(self.network)(x, sens)


class GradWithSens(nn.Cell):                # the original, used here with static shapes only, as a reference
    def __init__(self, network):
        super().__init__()
        self.network = network
        self.grad = ops.GradOperation(sens_param=True)

    def construct(self, x, sens):
        return self.grad(self.network)(x, sens)


dynamic = GradWrtX(Weighted(Net()))
dynamic.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[None, 3], dtype=ms.float32))
rng = np.random.RandomState(0)
for batch in (2, 4):                        # two batch sizes, one compiled graph
    x = Tensor(rng.randn(batch, 3).astype(np.float32))
    sens = Tensor(rng.rand(batch, 3).astype(np.float32))
    got = dynamic(x, sens).asnumpy()
    ref = GradWithSens(Net())(x, sens).asnumpy()              # static shapes: sens_param is fine
    by_hand = 3 * (x.asnumpy() > 0) * sens.asnumpy()          # d(relu(x) * 3)/dx, weighted by sens
    print(f"batch {batch}: gradient shape {got.shape}, equals the static sens_param result: "
          f"{np.allclose(got, ref)}, equals 3 * (x > 0) * sens: {np.allclose(got, by_hand)}")
