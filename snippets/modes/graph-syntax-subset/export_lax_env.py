# Following the hint in the STRICT error (MS_DEV_JIT_SYNTAX_LEVEL=2, i.e. LAX) lets the export compile,
# but the numpy call becomes a PyExecute node (Python run at execution time), which MindIR cannot store.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

os.environ["MS_DEV_JIT_SYNTAX_LEVEL"] = "2"    # read when the graph is compiled
ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Normalize(nn.Cell):
    def construct(self, x):
        scale = float(np.abs(x.asnumpy()).max())
        return x / scale


ms.export(Normalize(), Tensor(np.array([1.0, -4.0], np.float32)), file_name="normalize", file_format="MINDIR")
print("never reached")
