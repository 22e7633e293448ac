# Fix: take the gradients for exactly the parameters the optimizer updates: weights=optimizer.parameters.
# Then only the head changes, the first layer stays as it was.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)
net = nn.SequentialCell([nn.Dense(3, 4), nn.Dense(4, 2)])
optimizer = nn.SGD(net[1].trainable_params(), learning_rate=0.1)


def forward_fn(x):
    return net(x).sum()


grad_fn = ops.value_and_grad(forward_fn, None, optimizer.parameters)    # same list, same order
before = [p.asnumpy().copy() for p in net.get_parameters()]
loss, grads = grad_fn(Tensor(np.ones((2, 3), np.float32)))
print("optimizer parameters:", len(optimizer.parameters), "| gradients:", len(grads))
optimizer(grads)
for p, old in zip(net.get_parameters(), before):
    print(f"{p.name:<10} changed: {not np.allclose(p.asnumpy(), old)}")
