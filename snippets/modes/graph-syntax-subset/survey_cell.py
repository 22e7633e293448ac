# The same constructs as survey.py, written the way every MindSpore version accepts: a Cell whose construct()
# calls the function, run in GRAPH_MODE with the default settings (no ms.jit, no jit_syntax_level). What does
# each version's graph compiler say about each construct? "ok" means it compiled and ran (its result follows).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Holder:                        # an ordinary Python class (no @jit_class / @ms_class)
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def try_except(x):
    try:
        y = x + 1
    except ValueError:
        y = x
    return y

def del_name(x):
    y = x + 1
    del y
    return x

def walrus(x):
    if (y := x + 1) is not None:
        return y
    return x

def set_literal(x):
    s = {1, 2}
    return x + len(s)

def nonlocal_stmt(x):
    n = 1
    def bump():
        nonlocal n
        n = 2
    bump()
    return x + n

def generator(x):
    def gen():
        yield x
    return next(gen())

def class_def(x):
    class Local:
        pass
    return x

def import_stmt(x):
    import math
    return x + math.pi

def with_plain_class(x):
    with Holder(1):
        y = x + 1
    return y

def range_tensor(x):
    n = ops.reduce_sum(x).astype(ms.int32)
    for _ in range(n):
        x = x + 1
    return x

def star_unpack(x):
    a, *b = (x, x, x)
    return a + b[0]

def raise_on_tensor(x):
    if x[0] > 5:
        raise ValueError("too big")
    return x

def asnumpy(x):
    return Tensor(x.asnumpy() + 1)


class Wrap(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


CASES = [try_except, del_name, walrus, set_literal, nonlocal_stmt, generator, class_def, import_stmt,
         with_plain_class, range_tensor, star_unpack, raise_on_tensor, asnumpy]
x = Tensor(np.ones((2,), np.float32))
for fn in CASES:
    try:
        result = f"ok: {Wrap(fn)(x)}"
    except Exception as exc:  # record the outcome and go on, so every construct is tried
        result = f"{type(exc).__name__}: {str(exc).splitlines()[0]}"
    print(f"{fn.__name__:18} {result[:130]}")
