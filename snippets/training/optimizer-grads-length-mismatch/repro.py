# Reproducer: a custom training step where the gradients are taken for all parameters of the network
# (4 tensors) but the optimizer was created for the head only (2 tensors). optimizer(grads) fails.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)
net = nn.SequentialCell([nn.Dense(3, 4), nn.Dense(4, 2)])
optimizer = nn.SGD(net[1].trainable_params(), learning_rate=0.1)   # fine-tune the head only


def forward_fn(x):
    return net(x).sum()


grad_fn = ops.value_and_grad(forward_fn, None, net.trainable_params())   # gradients of all parameters
loss, grads = grad_fn(Tensor(np.ones((2, 3), np.float32)))
print("optimizer parameters:", len(optimizer.parameters), "| gradients:", len(grads))
optimizer(grads)
