# What "overflow, still update" means: a training step written like MindYOLO's (StaticLossScaler(1024),
# all_finite on the unscaled gradients, overflow_still_update=True applies the optimizer anyway).
# The float16 layer's gradients overflow at loss scale 1024, the "static" scaler never lowers the scale,
# and the still-update branch writes inf/nan into the weights: the loss is nan from the next step on.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.amp import StaticLossScaler, DynamicLossScaler, all_finite

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)


class ScaledLoss(nn.Cell):       # a Cell, not a closure: each run gets its own network (1.10 caches grad graphs)
    def __init__(self, net, scaler):
        super().__init__()
        self.net, self.scaler = net, scaler

    def construct(self, x, y):
        pred = ops.Cast()(self.net(x), ms.float32)
        return self.scaler.scale(((pred - y) ** 2).mean())


def run(scaler, overflow_still_update, steps=4):
    ms.set_seed(0)
    np.random.seed(0)
    net = nn.Dense(64, 1).to_float(ms.float16)
    opt = nn.SGD(net.trainable_params(), learning_rate=1e-4)
    grad_fn = ops.value_and_grad(ScaledLoss(net, scaler), None, opt.parameters)
    x = Tensor((np.random.randn(32, 64) * 30).astype(np.float32))   # large activations
    y = Tensor(np.random.randn(32, 1).astype(np.float32))
    for step in range(steps):
        scaled_loss, grads = grad_fn(x, y)
        grads = scaler.unscale(grads)
        finite = all_finite(grads)
        loss = float(scaler.unscale(scaled_loss).asnumpy())
        if finite or overflow_still_update:
            opt(grads)
        scaler.adjust(finite)
        w_ok = bool(np.isfinite(net.weight.asnumpy()).all())
        note = ""
        if not finite:   # the same two log lines MindYOLO's trainer writes
            note = (f"  [overflow, {'still update' if overflow_still_update else 'drop step'}, "
                    f"loss scale adjust to {scaler.scale_value.asnumpy()}]")
        print(f"  step {step}: loss={loss:.4g} weights_finite={w_ok}{note}")


print("StaticLossScaler(1024), overflow_still_update=True:")
run(StaticLossScaler(1024), True)
print("StaticLossScaler(1024), overflow_still_update=False:")
run(StaticLossScaler(1024), False)
print("DynamicLossScaler(1024, 2, 1000), overflow_still_update=False:")
run(DynamicLossScaler(1024, 2, 1000), False, steps=8)
