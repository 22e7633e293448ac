# Survey: which commonly used ops.* / nn.* APIs have no CPU kernel on this MindSpore version.
# Each call gets small valid inputs; one line per API: "ok", or the exception type and the first line of its message.
import re

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
if hasattr(ms, "set_device"):
    ms.set_device("CPU")
else:
    ms.set_context(device_target="CPU")
if hasattr(ms, "runtime") and hasattr(ms.runtime, "launch_blocking"):
    ms.runtime.launch_blocking()  # run each op synchronously, so its error is raised at its own call

np.random.seed(0)


def f32(a):
    return Tensor(np.array(a, dtype=np.float32))


def i32(a):
    return Tensor(np.array(a, dtype=np.int32))


img = f32(np.random.rand(1, 1, 4, 4))
SURVEY = [
    # (API as users write it, call)
    ("ops.CheckValid", lambda: ops.CheckValid()(f32([[0, 0, 2, 2], [1, 1, 5, 5]]), f32([4, 4, 1]))),
    ("ops.BoundingBoxEncode", lambda: ops.BoundingBoxEncode()(f32([[0, 0, 2, 2]]), f32([[0, 0, 3, 3]]))),
    ("ops.NMSWithMask", lambda: ops.NMSWithMask(0.5)(f32([[0, 0, 2, 2, 0.9], [0, 0, 2.1, 2.1, 0.8]]))),
    ("ops.ROIAlign", lambda: ops.ROIAlign(2, 2, 1.0)(img, f32([[0, 0, 0, 3, 3]]))),
    ("ops.SoftmaxCrossEntropyWithLogits",
     lambda: ops.SoftmaxCrossEntropyWithLogits()(f32([[1, 2]]), f32([[0, 1]]))),
    ("nn.LSTM", lambda: nn.LSTM(4, 4, batch_first=True)(f32(np.random.rand(1, 2, 4)))),
    ("ops.Conv3DTranspose", lambda: ops.Conv3DTranspose(1, 1, kernel_size=2)(
        f32(np.ones((1, 1, 2, 2, 2))), f32(np.ones((1, 1, 2, 2, 2))))),
    ("ops.AdaptiveAvgPool2D", lambda: ops.AdaptiveAvgPool2D((2, 2))(img)),
    ("ops.adaptive_avg_pool3d", lambda: ops.adaptive_avg_pool3d(f32(np.ones((1, 1, 2, 2, 2))), (1, 1, 1))),
    ("nn.PReLU", lambda: nn.PReLU()(f32(np.random.rand(1, 1, 2, 2)))),
    ("ops.Diag", lambda: ops.Diag()(f32([1, 2]))),
    ("ops.Einsum / ops.einsum", lambda: ops.Einsum("ij,jk->ik")((f32(np.ones((2, 3))), f32(np.ones((3, 2)))))),
    ("ops.gamma", lambda: ops.gamma((2,), f32([1.0]), f32([1.0]), seed=1)),
    ("ops.DynamicRNN", lambda: ops.DynamicRNN()(
        Tensor(np.random.rand(2, 1, 4), ms.float16), Tensor(np.random.rand(8, 16), ms.float16),
        Tensor(np.random.rand(16), ms.float16), None,
        Tensor(np.random.rand(1, 1, 4), ms.float16), Tensor(np.random.rand(1, 1, 4), ms.float16))),
    ("ops.HistogramFixedWidth", lambda: ops.HistogramFixedWidth(3)(f32([1, 2, 1]), f32([0, 3]))),
    ("nn.Unfold", lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])(img)),
    ("ops.matrix_exp", lambda: ops.matrix_exp(f32([[1, 0], [0, 1]]))),
    ("ops.Randperm", lambda: ops.Randperm(max_length=4)(i32([4]))),
    ("ops.roll", lambda: ops.roll(f32([1, 2, 3]), 1, 0)),
    ("ops.LARSUpdate (nn.LARS)", lambda: ops.LARSUpdate()(
        f32([1.0]), f32([1.0]), f32([1.0]), f32([1.0]), f32(0.0), f32(1.0))),
    ("ops.NPUGetFloatStatus", lambda: ops.NPUGetFloatStatus()(f32(np.zeros(8)))),
]


def first_line(exc):
    # 2.x messages start with a "- Kernel select failed:" banner: take the first line of real text
    for line in str(exc).splitlines():
        if line.strip() and not line.startswith("-"):
            return line.strip().split(", Please confirm")[0][:100]
    return ""


def platforms(name):
    # what the API's own docstring lists under "Supported Platforms" on this version
    obj = {"ops": ops, "nn": nn}
    for part in name.split(" ")[0].split("."):
        obj = obj.get(part) if isinstance(obj, dict) else getattr(obj, part, None)
    m = re.search(r"Supported Platforms:\s*\n\s*(``.*|Deprecated)", (obj.__doc__ or "") if obj else "")
    return m.group(1).replace("``", "").strip() if m else "-"


for name, call in SURVEY:
    label = f"{name} [docs: {platforms(name)}]"
    try:
        out = call()
        for t in out if isinstance(out, (tuple, list)) else (out,):
            if hasattr(t, "asnumpy"):
                t.asnumpy()
        print(f"{label}: ok")
    except AttributeError:
        print(f"{label}: no such API")
    except Exception as e:  # noqa: BLE001 - record whatever this version raises
        print(f"{label}: {type(e).__name__}: {first_line(e)}")
