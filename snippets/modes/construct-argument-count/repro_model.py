# Reproducer: Model.train without loss_fn. The dataset yields two columns (data, label); without a loss function
# Model trains the network itself and passes it every column, so nn.Dense.construct (one input) gets two.
# The call happens inside the compiled training graph, so the message is another one than repro.py's.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)

rng = np.random.RandomState(0)
dataset = ds.NumpySlicesDataset({"data": rng.rand(8, 4).astype(np.float32),
                                 "label": rng.rand(8, 1).astype(np.float32)}, shuffle=False).batch(4)
print("dataset columns:", dataset.get_col_names())
net = nn.Dense(4, 1)
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
model = ms.Model(net, optimizer=opt)      # no loss_fn
model.train(1, dataset, dataset_sink_mode=False)
