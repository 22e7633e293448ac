# Reproducer 2: nothing divides by zero, the learning rate is simply too large.
# The loss grows every step, overflows float32 to inf, and inf - inf in the next gradient gives nan.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
ms.set_seed(0)
np.random.seed(0)

net = nn.Dense(16, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=5.0)     # 5.0: far too large for this problem
loss_fn = nn.MSELoss()


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ops.value_and_grad(forward, None, opt.parameters)

x = Tensor(np.random.randn(32, 16).astype(np.float32))
y = Tensor(np.random.randn(32, 1).astype(np.float32))
seen_inf = False
for step in range(40):
    loss, grads = grad_fn(x, y)
    opt(grads)
    v = float(loss.asnumpy())
    if step % 4 == 0 or (np.isinf(v) and not seen_inf) or np.isnan(v):
        print(f"step {step:2d}: loss = {v:.4g}")
    seen_inf = seen_inf or np.isinf(v)
    if np.isnan(v):
        break
