# Reproducer: Model(net, loss_fn, optimizer) feeds each dataset row to net and loss_fn as (data, label),
# but this dataset has a third column (a per-sample weight), so Model.train refuses it.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)
rs = np.random.RandomState(0)
x = rs.randn(8, 3).astype(np.float32)
y = rs.randn(8, 2).astype(np.float32)
w = np.ones((8, 1), np.float32)
dataset = ds.NumpySlicesDataset({"data": x, "label": y, "weight": w}, shuffle=False).batch(4)
print("columns:", dataset.get_col_names())

net = nn.Dense(3, 2)
model = ms.Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(1, dataset)
