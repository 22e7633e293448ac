# A Cell that runs in GRAPH_MODE (default jit_syntax_level LAX) although it calls x.asnumpy() and numpy in
# construct(). ms.export compiles it again with jit_syntax_level STRICT, where that is not allowed.
# (What the export leaves the global level at: export_level.py.)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Normalize(nn.Cell):
    def construct(self, x):
        scale = float(np.abs(x.asnumpy()).max())   # numpy on a runtime value: LAX only
        return x / scale


net = Normalize()
x = Tensor(np.array([1.0, -4.0], np.float32))
print("GRAPH_MODE call:", net(x))
ms.export(net, x, file_name="normalize", file_format="MINDIR")
print("exported normalize.mindir")
