# One training step at each amp level on CPU, the two usual ways: ms.build_train_network(level=...) and
# Model(amp_level=...). O2 brings a DynamicLossScaleManager by default, which CPU does not accept.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
rs = np.random.RandomState(0)
X = rs.randn(8, 8).astype(np.float32)
Y = rs.randint(0, 4, (8,)).astype(np.int32)


def make():
    ms.set_seed(0)
    net = nn.SequentialCell([nn.Dense(8, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dense(16, 4)])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    return net, loss, opt


def first_line(e):
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip() and not set(ln.strip()) <= set("-")]
    return f"{type(e).__name__}: {(lines[0] if lines else '')[:170]}"


for level in ("O0", "O1", "O2", "O3"):
    hows = ["build_train_network", "Model.train"]
    if level == "O2":   # the two ways around the CPU error
        hows += ["build_train_network(loss_scale_manager=None)",
                 "Model.train + FixedLossScaleManager(drop_overflow_update=False)"]
    for how in hows:
        net, loss_fn, opt = make()
        try:
            if how.startswith("Model.train"):
                kw = {}
                if "Fixed" in how:   # the optimizer divides the gradients by the same loss scale
                    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9, loss_scale=1024.0)
                    kw["loss_scale_manager"] = ms.FixedLossScaleManager(1024.0, drop_overflow_update=False)
                model = ms.Model(net, loss_fn, opt, amp_level=level, **kw)
                data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False).batch(8)
                model.train(1, data, dataset_sink_mode=False)
                result = "trained one step"
            else:
                kw = {"loss_scale_manager": None} if "None" in how else {}
                train = ms.build_train_network(net, opt, loss_fn, level=level, **kw)
                out = train(Tensor(X), Tensor(Y))
                result = f"loss={float(out.asnumpy()):.6f}"
        except Exception as e:
            result = first_line(e)
        print(f"{level} {how:64s} -> {result}")
