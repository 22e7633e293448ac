# Which branch pairs the graph compiler can join, each in its own GRAPH_MODE network, with an input that takes
# the `if` branch (1.0) and one that takes the other (-1.0). Errors print their first two lines.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


def show(out):
    if isinstance(out, Tensor):
        return f"Tensor{out.shape} {out.dtype}"
    return repr(out) if not isinstance(out, tuple) else f"tuple of {len(out)}"


def trial(name, cell):
    try:
        outs = [show(cell(Tensor(np.full((2, 3), v, np.float32)))) for v in (1.0, -1.0)]
        print(f"{name:<24} compiles: 1.0 -> {outs[0]}; -1.0 -> {outs[1]}", flush=True)
    except Exception as exc:               # print what the compiler said
        lines = str(exc).splitlines() + [""]
        print(f"{name:<24} {type(exc).__name__}: {lines[0]} / {lines[1]}", flush=True)


class Dtype(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            return x
        return x.astype(ms.float16)


class Shape(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            return x
        return x.sum(axis=0)


class TensorTuple(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            return x
        return x, x


class TensorScalar(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            return x
        return 0


class TensorNone(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            return x                        # the other path falls off the end: returns None


class ConstCondition(nn.Cell):
    def __init__(self, half):
        super().__init__()
        self.half = half                    # a Python bool: decided when the graph is compiled

    def construct(self, x):
        if self.half:
            return x.astype(ms.float16)
        return x


trial("float32 / float16", Dtype())
trial("shape (2, 3) / (3,)", Shape())
trial("Tensor / tuple", TensorTuple())
trial("Tensor / int", TensorScalar())
trial("Tensor / None", TensorNone())
trial("Python bool condition", ConstCondition(True))
