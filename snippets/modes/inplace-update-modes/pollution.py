# How an in-place update pollutes a value that is still in use. augment() looks like it returns a new
# Tensor, but `x += 0.5` is compiled as an in-place add in graph mode, so it writes into the caller's
# Tensor -- and into everything that shares its memory, such as the array asnumpy() returned earlier.
# The next call then starts from the modified data.
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: eager by default in 2.x, but 1.x defaults to GRAPH_MODE
jit = ms.jit if hasattr(ms, "jit") else ms.ms_function   # ms.jit from 2.0 on; 1.x calls it ms_function


def augment(x):
    x += 0.5
    return x


def fmt(t):
    arr = t.asnumpy() if isinstance(t, Tensor) else t
    return "[" + " ".join(f"{v:g}" for v in arr.tolist()) + "]"


for mode, run in (("PyNative", augment), ("graph", jit(augment))):
    data = Tensor([1., 2., 3.], ms.float32)
    snapshot = data.asnumpy()        # on CPU this array shares memory with `data`
    first = run(data)
    first_seen = fmt(first)          # read right after the first call
    second = run(data)               # same input again, e.g. the next epoch
    print(f"{mode}:")
    print(f"  first call returned {first_seen}, reads {fmt(first)} after the second call")
    print(f"  second call returned {fmt(second)}")
    print(f"  data is now {fmt(data)}, the earlier asnumpy() snapshot is now {fmt(snapshot)}")
