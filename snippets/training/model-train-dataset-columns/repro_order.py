# Reproducer: two columns, but in the order (label, data). Model passes the first column to the network,
# so the network gets the label: here Dense(3, 2) receives a (4, 2) batch and MatMul rejects the shapes.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)
rs = np.random.RandomState(0)
x = rs.randn(8, 3).astype(np.float32)
y = rs.randn(8, 2).astype(np.float32)
dataset = ds.NumpySlicesDataset({"label": y, "data": x}, shuffle=False).batch(4)
print("columns:", dataset.get_col_names())

net = nn.Dense(3, 2)
model = ms.Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(1, dataset, dataset_sink_mode=False)
