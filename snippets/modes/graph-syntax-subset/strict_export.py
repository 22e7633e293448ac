# A Cell that runs in GRAPH_MODE (default jit_syntax_level LAX) because it calls x.asnumpy() and numpy in
# construct(). ms.export compiles it again with jit_syntax_level STRICT, where that is not allowed.
# The `finally` shows that after the failed export the context is left at STRICT.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Normalize(nn.Cell):
    def construct(self, x):
        scale = float(np.abs(x.asnumpy()).max())   # numpy on a runtime value: LAX only
        return x / scale


net = Normalize()
x = Tensor(np.array([1.0, -4.0], np.float32))
print("GRAPH_MODE call (LAX):", net(x))
try:
    ms.export(net, x, file_name="normalize", file_format="MINDIR")
finally:
    level = ms.get_context("jit_syntax_level")
    print("jit_syntax_level after export:", {ms.STRICT: "STRICT", ms.LAX: "LAX"}.get(level, level))
