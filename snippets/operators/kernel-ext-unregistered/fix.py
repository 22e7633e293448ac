# For each mint function that has no CPU kernel (survey.py), the older ops.* / nn.* API that runs on CPU.
# Results are checked against numpy where that is simple; otherwise the output shape is checked.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.runtime.launch_blocking()

np.random.seed(0)
xn = np.arange(12, dtype=np.float32).reshape(3, 4)
x = Tensor(xn)
img = Tensor(np.ones((1, 1, 4, 4), np.float32))
idx = Tensor(np.array([0, 1], np.int32))


def same(t, ref):
    return np.allclose(t.asnumpy(), ref)


REPLACEMENTS = [
    ("mint.arange -> ops.arange", lambda: same(ops.arange(5), np.arange(5))),
    ("mint.nn.Embedding -> nn.Embedding", lambda: nn.Embedding(4, 3)(idx).shape == (2, 3)),
    ("mint.argmax -> ops.argmax", lambda: same(ops.argmax(x, 1), xn.argmax(1))),
    ("mint.nn.functional.layer_norm -> nn.LayerNorm", lambda: nn.LayerNorm((4,))(x).shape == (3, 4)),
    ("mint.cumsum -> ops.cumsum", lambda: same(ops.cumsum(x, 1), xn.cumsum(1))),
    ("mint.sort -> ops.sort", lambda: same(ops.sort(x, 1)[0], np.sort(xn, 1))),
    ("mint.topk -> ops.topk", lambda: same(ops.topk(x, 2)[0], -np.sort(-xn, 1)[:, :2])),
    ("mint.index_select -> ops.index_select", lambda: same(ops.index_select(x, 0, idx), xn[[0, 1]])),
    ("mint.nn.functional.gelu -> ops.gelu", lambda: ops.gelu(x).shape == (3, 4)),
    ("mint.baddbmm -> ops.baddbmm", lambda: same(ops.baddbmm(
        Tensor(np.ones((1, 2, 2), np.float32)), Tensor(np.ones((1, 2, 3), np.float32)),
        Tensor(np.ones((1, 3, 2), np.float32))), np.full((1, 2, 2), 4.0))),
    ("mint.einsum -> ops.matmul", lambda: same(ops.matmul(x, Tensor(np.ones((4, 2), np.float32))),
                                               np.einsum("ij,jk->ik", xn, np.ones((4, 2))))),
    ("mint.stack -> ops.stack", lambda: same(ops.stack((x, x)), np.stack((xn, xn)))),
    ("mint.tril -> ops.tril", lambda: same(ops.tril(x), np.tril(xn))),
    ("mint.zeros_like -> ops.zeros_like", lambda: same(ops.zeros_like(x), np.zeros_like(xn))),
    ("mint.full -> ops.full", lambda: same(ops.full((2,), 1.0), np.full((2,), 1.0))),
    ("mint.randn -> ops.randn", lambda: ops.randn(2, seed=1).shape == (2,)),
    ("mint.nn.Conv2d -> nn.Conv2d", lambda: nn.Conv2d(1, 1, 2, pad_mode="valid")(img).shape == (1, 1, 3, 3)),
    ("mint.nn.BatchNorm2d -> nn.BatchNorm2d",
     lambda: nn.BatchNorm2d(1)(Tensor(np.ones((2, 1, 2, 2), np.float32))).shape == (2, 1, 2, 2)),
    ("mint.nn.functional.dropout -> nn.Dropout", lambda: nn.Dropout(p=0.5)(x).shape == (3, 4)),
    ("mint.nn.functional.max_pool2d -> ops.max_pool2d", lambda: same(ops.max_pool2d(img, 2), np.ones((1, 1, 2, 2)))),
    ("mint.nn.functional.interpolate -> ops.interpolate",
     lambda: ops.interpolate(img, size=(8, 8), mode="bilinear").shape == (1, 1, 8, 8)),
    ("mint.nn.functional.pad -> ops.pad", lambda: same(ops.pad(x, (1, 1)), np.pad(xn, ((0, 0), (1, 1))))),
    ("mint.nn.functional.one_hot -> ops.one_hot", lambda: same(
        ops.one_hot(idx, 3, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)), np.eye(3)[[0, 1]])),
    ("mint.nn.functional.cross_entropy -> ops.cross_entropy",
     lambda: ops.cross_entropy(x, Tensor(np.array([0, 1, 2], np.int32))).shape == ()),
    ("ops.roll -> ops.concat of slices", lambda: same(ops.concat((x[-1:], x[:-1])), np.roll(xn, 1, 0))),
]

for name, check in REPLACEMENTS:
    print(f"{name}: {'ok' if check() else 'WRONG RESULT'}")
