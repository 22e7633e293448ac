# Fix, two ways:
# 1. project() keeps only the columns the network and the loss take, in the order (data, label);
# 2. to use an extra column, write the loss cell yourself (construct(data, label, weight)) and give Model
#    that cell without loss_fn: Model(loss_net, optimizer=opt) passes every column to it, in dataset order.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)
rs = np.random.RandomState(0)
x = rs.randn(8, 3).astype(np.float32)
y = rs.randn(8, 2).astype(np.float32)
w = np.ones((8, 1), np.float32)


def make_dataset():
    return ds.NumpySlicesDataset({"label": y, "weight": w, "data": x}, shuffle=False)


# 1. select and reorder the columns
dataset = make_dataset().project(["data", "label"]).batch(4)
print("1. columns:", dataset.get_col_names())
net = nn.Dense(3, 2)
model = ms.Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(1, dataset, dataset_sink_mode=False)
print("1. trained")


# 2. a loss cell that takes all three columns
class WeightedLoss(nn.Cell):
    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone

    def construct(self, data, label, weight):
        diff = self.backbone(data) - label
        return ops.reduce_mean(weight * diff * diff)


dataset = make_dataset().project(["data", "label", "weight"]).batch(4)
print("2. columns:", dataset.get_col_names())
net = nn.Dense(3, 2)
loss_net = WeightedLoss(net)
model = ms.Model(loss_net, optimizer=nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(1, dataset, dataset_sink_mode=False)
print("2. trained")
