# Survey: which common mindspore.mint functions have a CPU kernel on this MindSpore version.
# One line per call: "ok", or the exception type and the first line of its message.
import re

import numpy as np
import mindspore as ms
from mindspore import mint, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.runtime.launch_blocking()  # synchronous: each error is raised by its own call, not by a later one

np.random.seed(0)


def f32(a):
    return Tensor(np.array(a, dtype=np.float32))


def i64(a):
    return Tensor(np.array(a, dtype=np.int64))


x = f32(np.arange(12).reshape(3, 4))
img = f32(np.ones((1, 1, 4, 4)))
F = mint.nn.functional
SURVEY = [
    ("mint.arange", lambda: mint.arange(5)),
    ("mint.nn.Embedding", lambda: mint.nn.Embedding(4, 3)(i64([0, 1]))),
    ("mint.argmax", lambda: mint.argmax(x, dim=1)),
    ("mint.split", lambda: mint.split(x, 2, 1)),
    ("mint.nn.functional.layer_norm", lambda: F.layer_norm(x, (4,))),
    ("mint.nn.functional.group_norm", lambda: F.group_norm(f32(np.ones((1, 2, 2, 2))), 1)),
    ("mint.cumsum", lambda: mint.cumsum(x, 1)),
    ("mint.sort", lambda: mint.sort(x, dim=1)),
    ("mint.topk", lambda: mint.topk(x, 2)),
    ("mint.where", lambda: mint.where(x > 3, x, x)),
    ("mint.gather", lambda: mint.gather(x, 1, i64([[0, 1]]))),
    ("mint.index_select", lambda: mint.index_select(x, 0, i64([0]))),
    ("mint.nn.functional.gelu", lambda: F.gelu(x)),
    ("mint.nn.functional.silu", lambda: F.silu(x)),
    ("mint.nn.functional.softmax", lambda: F.softmax(x, 1)),
    ("mint.matmul", lambda: mint.matmul(x, f32(np.ones((4, 2))))),
    ("mint.bmm", lambda: mint.bmm(f32(np.ones((1, 2, 3))), f32(np.ones((1, 3, 2))))),
    ("mint.baddbmm", lambda: mint.baddbmm(f32(np.ones((1, 2, 2))), f32(np.ones((1, 2, 3))), f32(np.ones((1, 3, 2))))),
    ("mint.einsum", lambda: mint.einsum("ij,jk->ik", x, f32(np.ones((4, 2))))),
    ("mint.cat", lambda: mint.cat((x, x))),
    ("mint.stack", lambda: mint.stack((x, x))),
    ("mint.tril", lambda: mint.tril(x)),
    ("mint.zeros_like", lambda: mint.zeros_like(x)),
    ("mint.full", lambda: mint.full((2,), 1.0)),
    ("mint.randn", lambda: mint.randn(2)),
    ("mint.nn.Linear", lambda: mint.nn.Linear(4, 2)(x)),
    ("mint.nn.Conv2d", lambda: mint.nn.Conv2d(1, 1, 2)(img)),
    ("mint.nn.BatchNorm2d", lambda: mint.nn.BatchNorm2d(1)(f32(np.ones((2, 1, 2, 2))))),
    ("mint.nn.functional.dropout", lambda: F.dropout(x, 0.5)),
    ("mint.nn.functional.max_pool2d", lambda: F.max_pool2d(img, 2)),
    ("mint.nn.functional.interpolate", lambda: F.interpolate(img, size=(8, 8), mode="bilinear")),
    ("mint.nn.functional.pad", lambda: F.pad(x, (1, 1))),
    ("mint.nn.functional.one_hot", lambda: F.one_hot(i64([0, 1]), 3)),
    ("mint.nn.functional.cross_entropy", lambda: F.cross_entropy(x, i64([0, 1, 2]))),
    ("ops.roll", lambda: ops.roll(x, 1, 0)),
]


def first_line(exc):
    for line in str(exc).splitlines():
        if line.strip() and not line.startswith("-"):
            return line.strip()[:100]
    return ""


def platforms(name):
    # what the API's own docstring lists under "Supported Platforms" on this version
    obj = {"ops": ops, "mint": mint}
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
