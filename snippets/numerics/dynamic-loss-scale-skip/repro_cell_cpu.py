# Reproducer: nn.TrainOneStepWithLossScaleCell on CPU. Its overflow check uses Ascend's float-status
# operators, which have no CPU kernel, so the first step raises.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
net = nn.Dense(8, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.01)
update = nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=1000)
train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=update)
loss, overflow, scale = train(Tensor(np.ones((4, 8), np.float32)), Tensor(np.ones((4, 1), np.float32)))
print("loss", loss, "overflow", overflow, "scale", scale)
