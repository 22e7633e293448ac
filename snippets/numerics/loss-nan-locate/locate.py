# Finding the first NaN: the same loop as repro.py, checked at every stage, stopping at the first non-finite value.
# Order of the checks: inputs -> loss -> gradients (per parameter) -> weights after the update.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.amp import all_finite          # 1.10: import it from mindspore.amp (ms.amp is another module there)

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
ms.set_seed(0)
np.random.seed(0)

net = nn.Dense(4, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)


def parts(x, y, mask):                                       # the loss's pieces, to look at one by one
    err = (net(x).squeeze(-1) - y) ** 2
    return (err * mask).sum(), mask.sum()


def loss_fn(x, y, mask):
    num, den = parts(x, y, mask)
    return num / den


grad_fn = ops.value_and_grad(loss_fn, None, opt.parameters)


def finite(t):                                               # ops.isfinite is elementwise; .all() makes one bool
    return bool(ops.isfinite(t).all().asnumpy())


for step in range(6):
    x = Tensor(np.random.randn(8, 4).astype(np.float32))
    y = Tensor(np.random.randn(8).astype(np.float32))
    mask = Tensor(np.ones(8, np.float32) if step != 2 else np.zeros(8, np.float32))
    # 1. inputs
    bad_in = [n for n, t in (("x", x), ("y", y), ("mask", mask)) if not finite(t)]
    if bad_in:
        print(f"step {step}: non-finite input {bad_in}")
        break
    # 2. loss and gradients
    loss, grads = grad_fn(x, y, mask)
    ok = all_finite(grads)                            # one bool for all gradients (what loss scaling uses)
    print(f"step {step}: loss finite={finite(loss)}  all_finite(grads)={bool(ok.asnumpy())}")
    if not finite(loss) or not bool(ok.asnumpy()):
        for p, g in zip(opt.parameters, grads):
            print(f"  grad of {p.name}: finite={finite(g)}")
        num, den = parts(x, y, mask)
        print(f"  loss pieces: numerator={num.asnumpy():.4g} denominator={den.asnumpy():.4g}  -> 0/0 is nan")
        print("  stopped before opt(grads): the weights are still finite:",
              all(finite(p) for p in opt.parameters))
        break
    opt(grads)
    # 3. weights after the update
    bad_w = [p.name for p in opt.parameters if not finite(p)]
    if bad_w:
        print(f"step {step}: non-finite weights after update {bad_w}")
        break
