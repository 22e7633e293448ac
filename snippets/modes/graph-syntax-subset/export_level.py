# What ms.export does to the global jit_syntax_level: it switches to STRICT for the export and switches back
# only when the export succeeds. After a failed export the process stays at STRICT until you set it back.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
NAMES = {ms.STRICT: "STRICT", ms.LAX: "LAX"}


def level():
    return NAMES.get(ms.get_context("jit_syntax_level"), ms.get_context("jit_syntax_level"))


class Plain(nn.Cell):
    def construct(self, x):
        return x / x.abs().max()               # Tensor methods only: compiles under STRICT


class Normalize(nn.Cell):
    def construct(self, x):
        return x / float(np.abs(x.asnumpy()).max())   # numpy on a runtime value: LAX only


x = Tensor(np.array([1.0, -4.0], np.float32))
print("1. default level:", level())
ms.export(Plain(), x, file_name="plain", file_format="MINDIR")
print("2. after a successful export:", level())
try:
    ms.export(Normalize(), x, file_name="normalize", file_format="MINDIR")
except AttributeError as exc:
    print("3. export failed:", str(exc).splitlines()[0][:50], "...")
print("   after the failed export:", level())
try:
    Normalize()(x)
except AttributeError as exc:
    print("4. a new Normalize() no longer compiles:", str(exc).splitlines()[0][:50], "...")
ms.set_context(jit_syntax_level=ms.LAX)
print("5. after set_context(jit_syntax_level=ms.LAX):", level(), "->", Normalize()(x))
