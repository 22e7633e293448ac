# Reproducer: a tiny training loop whose loss turns NaN with no error.
# The loss is a masked mean: sum(err * mask) / sum(mask). One batch has an all-zero mask (no positive sample),
# so the loss is 0/0 = nan; its gradient is nan too, the optimizer writes nan into the weights, and every
# later step prints nan even though its mask is fine (MindYOLO #280 divided by tmask.sum() the same way).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
ms.set_seed(0)
np.random.seed(0)

net = nn.Dense(4, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)


def loss_fn(x, y, mask):
    err = (net(x).squeeze(-1) - y) ** 2
    return (err * mask).sum() / mask.sum()                   # mask.sum() == 0 -> 0/0


grad_fn = ops.value_and_grad(loss_fn, None, opt.parameters)

for step in range(6):
    x = Tensor(np.random.randn(8, 4).astype(np.float32))
    y = Tensor(np.random.randn(8).astype(np.float32))
    mask = np.ones(8, np.float32) if step != 2 else np.zeros(8, np.float32)   # step 2: no positives
    loss, grads = grad_fn(x, y, Tensor(mask))
    opt(grads)
    print(f"step {step}: loss = {loss.asnumpy():.6g}")
