# What the loss-scale *cells* do on CPU: Model / build_train_network with a dynamic manager, and
# nn.TrainOneStepWithLossScaleCell used directly. Each row prints the result or the error's first line.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
x = Tensor(np.ones((4, 8), np.float32))
y = Tensor(np.ones((4, 1), np.float32))


def row(name, fn):
    try:
        print(f"{name}\n    -> {fn()}")
    except Exception as e:
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not set(ln.strip()) <= set("-")]
        msg = next((ln for ln in lines if "Unsupported op" in ln), lines[0] if lines else "")
        print(f"{name}\n    -> {type(e).__name__}: {msg.strip()[:200]}")


def build(manager):
    net = nn.Dense(8, 1)
    opt = nn.SGD(net.trainable_params(), learning_rate=0.01)
    train = ms.build_train_network(net, opt, nn.MSELoss(), level="O0", loss_scale_manager=manager)
    out = train(x, y)
    return f"{type(train).__name__}, output {type(out).__name__}"


row("build_train_network(..., DynamicLossScaleManager())", lambda: build(ms.DynamicLossScaleManager()))
row("build_train_network(..., FixedLossScaleManager(128, drop_overflow_update=True))",
    lambda: build(ms.FixedLossScaleManager(128.0, drop_overflow_update=True)))
row("build_train_network(..., FixedLossScaleManager(128, drop_overflow_update=False))",
    lambda: build(ms.FixedLossScaleManager(128.0, drop_overflow_update=False)))


def cell(scale_sense):
    net = nn.Dense(8, 1)
    opt = nn.SGD(net.trainable_params(), learning_rate=0.01)
    train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=scale_sense)
    loss, overflow, scale = train(x, y)
    return f"loss={float(loss.asnumpy()):.4f} overflow={bool(overflow.asnumpy())} scale={float(scale.asnumpy())}"


row("nn.TrainOneStepWithLossScaleCell(scale_sense=nn.DynamicLossScaleUpdateCell(...))",
    lambda: cell(nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=1000)))
row("nn.TrainOneStepWithLossScaleCell(scale_sense=Tensor(1024.0))",
    lambda: cell(Tensor(1024.0, ms.float32)))
