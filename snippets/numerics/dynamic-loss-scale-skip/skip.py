# Dynamic loss scaling on CPU (the functional API MindYOLO also uses: amp.DynamicLossScaler + amp.all_finite).
# The Dense layer computes in float16; the initial loss scale 2**24 makes its scaled gradients overflow float16.
# scale_window=3: after 3 clean steps the scale doubles again, so the cycle shows.
# Per step: loss, overflow flag, the loss scale after adjust(), and whether the weights changed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.amp import DynamicLossScaler, all_finite   # 1.10: import from mindspore.amp, not ms.amp

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
ms.set_seed(0)
np.random.seed(0)

net = nn.Dense(64, 1).to_float(ms.float16)                  # float16 compute, float32 weights
opt = nn.SGD(net.trainable_params(), learning_rate=0.01)
scaler = DynamicLossScaler(scale_value=2 ** 24, scale_factor=2, scale_window=3)    # grow again after 3 clean steps
print("API: mindspore.amp.DynamicLossScaler + mindspore.amp.all_finite")


def forward(x, y):
    pred = ops.Cast()(net(x), ms.float32)
    loss = ((pred - y) ** 2).mean()
    return scaler.scale(loss)                                # loss * scale: the backward pass starts from it


grad_fn = ops.value_and_grad(forward, None, opt.parameters)
x = Tensor(np.random.randn(32, 64).astype(np.float32))
y = Tensor(np.random.randn(32, 1).astype(np.float32))
for step in range(16):
    before = net.weight.asnumpy().copy()
    scaled_loss, grads = grad_fn(x, y)
    grads = scaler.unscale(grads)
    finite = all_finite(grads)
    scaler.adjust(finite)                                    # overflow: scale /= scale_factor
    if finite:
        opt(grads)                                           # overflow: the step is skipped
    changed = not np.array_equal(before, net.weight.asnumpy())
    loss = float(scaler.unscale(scaled_loss).asnumpy())      # the loss itself is fine: only the grads overflow
    print(f"step {step:2d}: loss={loss:.4f} overflow={not bool(finite.asnumpy())!s:5} "
          f"loss_scale=2**{int(np.log2(float(scaler.scale_value.asnumpy())))} weights_changed={changed}")
