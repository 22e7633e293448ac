# Reproducer: Model(amp_level="O2") on CPU. O2 brings a DynamicLossScaleManager by default,
# and CPU accepts no loss-scale manager that updates the scale.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
rs = np.random.RandomState(0)
data = ds.NumpySlicesDataset({"x": rs.randn(8, 8).astype(np.float32),
                              "y": rs.randint(0, 4, (8,)).astype(np.int32)}, shuffle=False).batch(8)
net = nn.SequentialCell([nn.Dense(8, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dense(16, 4)])
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, loss_fn, opt, amp_level="O2")
model.train(1, data, dataset_sink_mode=False)
