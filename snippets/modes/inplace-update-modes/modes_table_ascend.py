# modes_table.py on Ascend: whether PyNative in-place ops really write into their input there.
# Not runnable on the CPU-only machine that recorded this page; an Ascend lane records it with `make bless`.
import mindspore as ms
from mindspore import Tensor, ops

ms.set_device("Ascend")
ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: eager by default in 2.x, but 1.x defaults to GRAPH_MODE


def add_(x):
    return x.add_(1)          # documented as the in-place version of add


def mul_(x):
    return x.mul_(2)


def iadd(x):
    x += 1                    # augmented assignment
    return x


def setitem(x):
    x[0] = 100                # index assignment
    return x


def copy_(x):
    return x.copy_(x * 10)


def assign(x):
    ops.assign(x, x * 10)     # ops.assign writes into its first input
    return x


def fmt(t):
    return "[" + " ".join(f"{v:g}" for v in t.asnumpy().tolist()) + "]"


print(f"{'statement':10s} | {'mode':8s} | {'returned':14s} | caller's x (was [1 2 3])")
for fn in (add_, mul_, iadd, setitem, copy_, assign):
    for mode, run in (("PyNative", fn), ("graph", ms.jit(fn))):
        x = Tensor([1., 2., 3.], ms.float32)
        out = run(x)
        print(f"{fn.__name__:10s} | {mode:8s} | {fmt(out):14s} | {fmt(x)}")
