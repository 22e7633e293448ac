# After a failed ms.export the context stays at jit_syntax_level STRICT, so a network that ran a moment ago
# in the same process no longer compiles. (A new Cell instance is compiled again; the first one is cached.)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Normalize(nn.Cell):
    def construct(self, x):
        scale = float(np.abs(x.asnumpy()).max())   # numpy on a runtime value: LAX only
        return x / scale


x = Tensor(np.array([1.0, -4.0], np.float32))
print("before export:", Normalize()(x))
try:
    ms.export(Normalize(), x, file_name="normalize", file_format="MINDIR")
except AttributeError as exc:
    print("export failed:", str(exc).splitlines()[0][:60], "...")
print("after the failed export:", Normalize()(x))
