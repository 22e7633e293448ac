# Safe patterns: they give the same result in PyNative and graph mode, and leave the caller's data alone.
#  1. out-of-place arithmetic (y = x + 0.5) instead of in-place updates of an input;
#  2. if an in-place op is wanted, apply it to a copy and use its return value;
#  3. keep a snapshot with asnumpy().copy(), not asnumpy() (which can share memory with the Tensor);
#  4. reset a buffer by building a new Tensor (ops.zeros_like) instead of zero_().
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: eager by default in 2.x, but 1.x defaults to GRAPH_MODE


def augment_out_of_place(x):
    return x + 0.5


def augment_on_copy(x):
    y = x.copy()
    y = y.add_(0.5)          # use the returned value: on CPU PyNative, add_ does not write into y
    return y


def reset(x):
    return ops.zeros_like(x)


def fmt(t):
    arr = t.asnumpy() if isinstance(t, Tensor) else t
    return "[" + " ".join(f"{v:g}" for v in arr.tolist()) + "]"


for mode in ("PyNative", "graph"):
    for fn in (augment_out_of_place, augment_on_copy, reset):
        run = ms.jit(fn) if mode == "graph" else fn
        data = Tensor([1., 2., 3.], ms.float32)
        snapshot = data.asnumpy().copy()
        first, second = fmt(run(data)), fmt(run(data))
        print(f"{mode:8s} {fn.__name__:22s} calls -> {first} {second} | data {fmt(data)} | snapshot {fmt(snapshot)}")
