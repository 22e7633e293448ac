# Fix: guard the denominator (at least 1) and skip an update whose gradients are not finite.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.amp import all_finite          # 1.10: import it from mindspore.amp (ms.amp is another module there)

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
ms.set_seed(0)
np.random.seed(0)

net = nn.Dense(4, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)


def loss_fn(x, y, mask):
    err = (net(x).squeeze(-1) - y) ** 2
    return (err * mask).sum() / ops.maximum(mask.sum(), 1.0)  # an empty mask gives 0, not 0/0


grad_fn = ops.value_and_grad(loss_fn, None, opt.parameters)

for step in range(6):
    x = Tensor(np.random.randn(8, 4).astype(np.float32))
    y = Tensor(np.random.randn(8).astype(np.float32))
    mask = np.ones(8, np.float32) if step != 2 else np.zeros(8, np.float32)
    loss, grads = grad_fn(x, y, Tensor(mask))
    if bool(all_finite(grads).asnumpy()):            # second guard: never apply a nan/inf gradient
        opt(grads)
        note = ""
    else:
        note = "  (non-finite grads: update skipped)"
    print(f"step {step}: loss = {loss.asnumpy():.6g}{note}")
