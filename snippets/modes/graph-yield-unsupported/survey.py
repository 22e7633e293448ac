# What the graph compiler says about the generator family, each in its own GRAPH_MODE network:
# a generator function (yield), `yield from`, a generator expression, a list comprehension,
# and (where ms.jit exists) a generator defined inside an @ms.jit function.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)         # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones((2,), np.float32))


def trial(name, fn):
    try:
        out = fn()
        print(f"{name:<24} compiles:", out if isinstance(out, Tensor) else f"tuple of {len(out)}")
    except Exception as exc:               # print the first line of what the compiler said
        print(f"{name:<24} {type(exc).__name__}: {str(exc).splitlines()[0]}")


class YieldFn(nn.Cell):
    def gen(self, x):
        for i in range(3):
            yield x * i

    def construct(self, x):
        return tuple(self.gen(x))


class YieldFrom(nn.Cell):
    def gen(self, x):
        yield from (x, x * 2)

    def construct(self, x):
        return tuple(self.gen(x))


class GenExpr(nn.Cell):
    def construct(self, x):
        return sum(x * i for i in range(3))   # a generator expression, no `yield`


class ListComp(nn.Cell):
    def construct(self, x):
        return sum([x * i for i in range(3)])


trial("yield (generator fn)", lambda: YieldFn()(x))
trial("yield from", lambda: YieldFrom()(x))
trial("generator expression", lambda: GenExpr()(x))
trial("list comprehension", lambda: ListComp()(x))

if hasattr(ms, "jit"):
    @ms.jit
    def jit_inner_generator(x):
        def inner():
            yield x
            yield x * 2
        out = x
        for v in inner():
            out = out + v
        return out
    trial("@ms.jit inner generator", lambda: jit_inner_generator(x))
else:
    print("@ms.jit inner generator (ms.jit does not exist in this version)")
