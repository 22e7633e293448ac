# Under O3 every layer runs in float16. Which common layers have a float16 kernel on CPU?
# Each layer is run with .to_float(float16) (what O3 applies to the whole net), forward and backward;
# one line per layer.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
ms.set_seed(0)
img = Tensor(np.random.RandomState(0).rand(2, 3, 8, 8).astype(np.float32))
vec = Tensor(np.random.RandomState(1).rand(2, 16).astype(np.float32))
seq = Tensor(np.random.RandomState(2).rand(2, 5, 16).astype(np.float32))

LAYERS = [
    ("nn.Dense", lambda: nn.Dense(16, 4), vec),
    ("nn.Conv2d", lambda: nn.Conv2d(3, 4, 3), img),
    ("nn.BatchNorm2d", lambda: nn.BatchNorm2d(3), img),
    ("nn.BatchNorm1d", lambda: nn.BatchNorm1d(16), vec),
    ("nn.LayerNorm", lambda: nn.LayerNorm((16,)), vec),
    ("nn.MaxPool2d", lambda: nn.MaxPool2d(2, 2), img),
    ("nn.AvgPool2d", lambda: nn.AvgPool2d(2, 2), img),
    ("nn.ReLU", lambda: nn.ReLU(), vec),
    ("nn.GELU", lambda: nn.GELU(), vec),
    ("nn.Sigmoid", lambda: nn.Sigmoid(), vec),
    ("nn.Softmax", lambda: nn.Softmax(), vec),
    ("nn.LogSoftmax", lambda: nn.LogSoftmax(), vec),
    ("nn.Dropout", lambda: nn.Dropout(p=0.5) if "p" in nn.Dropout.__init__.__code__.co_varnames
     else nn.Dropout(keep_prob=0.5), vec),
    ("nn.LSTM", lambda: nn.LSTM(16, 8, batch_first=True), seq),
]

for name, make, x in LAYERS:
    fwd = "forward"
    try:
        cell = make().to_float(ms.float16)
        cell.set_train(True)
        out = cell(x)
        out = out[0] if isinstance(out, tuple) else out
        fwd = f"forward ok ({out.dtype})"

        def total(inp, cell=cell):
            o = cell(inp)
            o = o[0] if isinstance(o, tuple) else o
            return o.astype(ms.float32).sum()

        ops.grad(total, grad_position=0)(x)
        print(f"{name:16s} float16: {fwd}, backward ok")
    except Exception as e:
        lines = [ln.strip() for ln in str(e).splitlines() if ln.strip() and not set(ln.strip()) <= set("-")]
        print(f"{name:16s} float16: {fwd} -> {type(e).__name__}: {(lines[0] if lines else '')[:160]}")
