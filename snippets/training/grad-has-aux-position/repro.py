# Reproducer: the usual training step with value_and_grad(..., has_aux=True), but forward_fn
# returns only the loss. has_aux=True means "first output is differentiated, the others are passed through",
# so it needs at least two outputs.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)
net = nn.Dense(3, 2)
loss_fn = nn.MSELoss()
x = Tensor(np.ones((4, 3), np.float32))
y = Tensor(np.zeros((4, 2), np.float32))


def forward_fn(data, label):
    logits = net(data)
    return loss_fn(logits, label)          # only the loss, no auxiliary output


grad_fn = ops.value_and_grad(forward_fn, None, net.trainable_params(), has_aux=True)
(loss, _), grads = grad_fn(x, y)
