# Survey: which dtypes the CPU kernels of common operators refuse (PyNative, CPU).
# 常用算子 × 常见数据类型：每个算子一行，列出能算的类型，再按报错分组列出失败的类型和报错的第一行。
import re
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
# run every op synchronously: otherwise a failed kernel launch can surface in the NEXT op's call
ms.set_context(pynative_synchronize=True)

DTYPES = ["float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool", "complex64"]
ATTR = {"bool": "bool_"}


def make(shape, name):
    dt = getattr(ms, ATTR.get(name, name), None)
    if dt is None:
        raise LookupError("no mindspore.%s in this version" % name)
    data = np.arange(1, int(np.prod(shape)) + 1).reshape(shape) % 5 + 1
    if name == "bfloat16":                    # numpy has no bfloat16: cast on the device
        return Tensor(data.astype(np.float32)).astype(dt)
    return Tensor(data.astype(np.bool_ if name == "bool" else name))


def conv2d(x):
    return ops.Conv2D(out_channel=2, kernel_size=1)(x, make((2, 2, 1, 1), NAME))


def batch_norm(x):
    p = [make((2,), NAME) for _ in range(4)]
    return ops.BatchNorm(is_training=False)(x, *p)


def layer_norm(x):
    return ops.LayerNorm(begin_norm_axis=-1, begin_params_axis=-1)(x, make((3,), NAME), make((3,), NAME))


OPS = [
    ("cast bool->dtype", (2, 3), lambda x: ops.Cast()(Tensor(np.ones((2, 3), np.bool_)), x.dtype)),
    ("matmul", (2, 3), lambda x: ops.matmul(x, make((3, 2), NAME))),
    ("conv2d", (1, 2, 3, 3), conv2d),
    ("softmax", (2, 3), lambda x: ops.Softmax()(x)),
    ("reduce_sum", (2, 3), lambda x: ops.ReduceSum()(x, 1)),
    ("argmax", (2, 3), lambda x: ops.Argmax()(x)),
    ("sort", (2, 3), lambda x: ops.Sort()(x)),
    ("topk", (2, 3), lambda x: ops.TopK()(x, 2)),
    ("cumsum", (2, 3), lambda x: ops.CumSum()(x, 1)),
    ("gather", (2, 3), lambda x: ops.Gather()(x, Tensor(np.array([1, 0], np.int32)), 0)),
    ("sqrt", (2, 3), lambda x: ops.Sqrt()(x)),
    ("exp", (2, 3), lambda x: ops.Exp()(x)),
    ("tanh", (2, 3), lambda x: ops.Tanh()(x)),
    ("relu", (2, 3), lambda x: ops.ReLU()(x)),
    ("layer_norm", (2, 3), layer_norm),
    ("batch_norm", (1, 2, 3, 3), batch_norm),
]


def first_line(err):
    for l in str(err).splitlines():
        l = l.strip()
        if l and not l.startswith("---") and not l.startswith("- "):
            l = re.sub(r"\{[^{}]*\}", "{...}", l)       # long lists of accepted types
            l = re.sub(r"but got (Tensor\[)?\w+\]?", "but got <that dtype>", l)  # so the dtypes group
            l = re.sub(r"input\([^)]*\) *, *output\([^)]*\)|input\([^)]*\) output\([^)]*\)", "input(..) output(..)", l)
            l = re.sub(r"must be one of Tensor\[.*", "must be one of Tensor[...]", l)
            return l[:150]
    return "(no message text)"


for op, shape, fn in OPS:
    ok, fails, missing = [], {}, []
    for NAME in DTYPES:
        try:
            x = make(shape, NAME)
        except LookupError:
            missing.append(NAME)
            continue
        except Exception as err:  # noqa: BLE001 - even making the input can fail (a Cast kernel missing)
            key = "making the input: %s: %s" % (type(err).__name__, first_line(err))
            fails.setdefault(key, []).append(NAME)
            continue
        try:
            y = fn(x)
            for o in (y if isinstance(y, (tuple, list)) else (y,)):
                o.asnumpy() if o.dtype != getattr(ms, "bfloat16", None) else o.astype(ms.float32).asnumpy()
            ok.append(NAME)
        except Exception as err:  # noqa: BLE001 - a survey records whatever each dtype raises
            key = "%s: %s" % (type(err).__name__, first_line(err))
            fails.setdefault(key, []).append(NAME)
    print("%s: ok %s" % (op, " ".join(ok) or "-"))
    for key, names in fails.items():
        print("    fail %s -> %s" % (" ".join(names), key))
    if missing:
        print("    (no dtype %s in this version)" % " ".join(missing))
