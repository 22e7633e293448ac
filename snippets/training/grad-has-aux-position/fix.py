# Fix: with has_aux=True return (loss, aux...) - the first output is differentiated, the rest are
# returned unchanged; with a single output use has_aux=False (the default).
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
    return loss_fn(logits, label), logits  # loss first, then the auxiliary output


def loss_only(data, label):
    return loss_fn(net(data), label)


def product_sum(a, b):
    return (a * b).sum()


grad_fn = ops.value_and_grad(forward_fn, None, net.trainable_params(), has_aux=True)
(loss, logits), grads = grad_fn(x, y)
print("loss shape:", loss.shape, "| logits shape:", logits.shape)
print("gradient shapes:", [g.shape for g in grads])

plain_grads = ops.value_and_grad(loss_only, None, net.trainable_params())(x, y)[1]
print("same gradients as loss_only without has_aux:",
      all(np.allclose(a.asnumpy(), b.asnumpy()) for a, b in zip(grads, plain_grads)))
print("grad_position=(0, 1) of a two-input function:",
      [g.shape for g in ops.grad(product_sum, grad_position=(0, 1))(x, x)])
