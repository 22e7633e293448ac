# Survey: which Python constructs compile in graph mode, with jit_syntax_level LAX (the default) and STRICT.
# Each construct lives in its own small function compiled with ms.jit, so one rejection does not hide the
# others. A rejected construct prints the exception type and the first line of its message.
import re
import types
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit (1.10 defaulted to GRAPH_MODE): only the ms.jit functions are compiled

class Holder:                        # an ordinary Python class (not decorated with @ms.jit_class)
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

def del_item(x):
    a = [x, x]
    del a[0]
    return a[0]

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

def range_int_of_tensor(x):
    n = int(ops.reduce_sum(x))
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

def str_of_tensor(x):
    return str(x)

def fstring_len(x):
    return x + len(f"v{1}")

def object_from_tensor(x):
    return Holder(x * 2).v


def renamed(fn, suffix):
    # MindSpore warns when the same function (module + name + line) is compiled a second time; a copy with
    # its own name is compiled without that warning.
    return types.FunctionType(fn.__code__, fn.__globals__, fn.__name__ + suffix, fn.__defaults__, fn.__closure__)


CASES = [try_except, del_name, del_item, walrus, set_literal, nonlocal_stmt, generator, class_def, import_stmt,
         with_plain_class, range_tensor, range_int_of_tensor, star_unpack, raise_on_tensor,
         asnumpy, str_of_tensor, fstring_len, object_from_tensor]
CPP_FRAME = re.compile(r"C\+\+ Call Stack.*\n-+\n\S*/([\w.]+):\d+ (\w+)")
x = Tensor(np.ones((2,), np.float32))
for fn in CASES:
    row = []
    for fullgraph in (False, True):     # @ms.jit(fullgraph=True) is jit_syntax_level STRICT; the default is LAX
        try:
            ms.jit(renamed(fn, "_strict") if fullgraph else fn, fullgraph=fullgraph)(x)
            row.append("ok")
        except Exception as exc:  # record the outcome and go on, so every construct is tried
            first = str(exc).splitlines()[0]
            frame = CPP_FRAME.search(str(exc))   # where in the C++ compiler a parser rejection was raised
            where = f" [{frame.group(1)} {frame.group(2)}]" if frame and first.startswith("Unsupported") else ""
            row.append(f"{type(exc).__name__}: {first}{where}")
    strict = "same" if row[1] == row[0] else row[1][:120]
    print(f"{fn.__name__:20} LAX:    {row[0][:120]}\n{'':20} STRICT: {strict}")
