# Reproducer: the other order. The optimizer is created for all parameters, then the first layer is
# frozen (requires_grad=False), so trainable_params() - and the gradients taken for it - shrink to 2.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)
net = nn.SequentialCell([nn.Dense(3, 4), nn.Dense(4, 2)])
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
for p in net[0].get_parameters():          # frozen after the optimizer was built
    p.requires_grad = False


def forward_fn(x):
    return net(x).sum()


grad_fn = ops.value_and_grad(forward_fn, None, net.trainable_params())
loss, grads = grad_fn(Tensor(np.ones((2, 3), np.float32)))
print("optimizer parameters:", len(optimizer.parameters), "| gradients:", len(grads))
optimizer(grads)
