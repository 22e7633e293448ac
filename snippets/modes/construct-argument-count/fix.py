# Fix: check what construct() expects, then give it exactly that.
# 1. inspect.signature(net.construct) lists the inputs (self is not counted).
# 2. Data and label go to a network *with* its loss: nn.WithLossCell(net, loss_fn), or Model(net, loss_fn, opt).
# 3. An optional input gets a default value in construct's signature.
import inspect
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 1)

    def construct(self, x):
        return self.dense(x)


class MaskedMean(nn.Cell):
    def construct(self, x, mask=None):     # mask is optional now
        if mask is None:
            return x.mean()
        return (x * mask).sum() / mask.sum()


data = Tensor(np.ones((2, 4), np.float32))
label = Tensor(np.zeros((2, 1), np.float32))
net = Net()
print("Net.construct inputs:", list(inspect.signature(net.construct).parameters))
print("net(data) shape:", net(data).shape)
with_loss = nn.WithLossCell(net, nn.MSELoss())
print("WithLossCell inputs:", list(inspect.signature(with_loss.construct).parameters))
print("with_loss(data, label) is a scalar loss:", with_loss(data, label).shape == ())
print("MaskedMean()(x):", MaskedMean()(data), " MaskedMean()(x, mask):", MaskedMean()(data, data))

rng = np.random.RandomState(0)
dataset = ds.NumpySlicesDataset({"data": rng.rand(8, 4).astype(np.float32),
                                 "label": rng.rand(8, 1).astype(np.float32)}, shuffle=False).batch(4)
dense = nn.Dense(4, 1)
model = ms.Model(dense, loss_fn=nn.MSELoss(), optimizer=nn.Momentum(dense.trainable_params(), 0.01, 0.9))
model.train(1, dataset, dataset_sink_mode=False)
print("Model(net, loss_fn, optimizer).train: finished")
