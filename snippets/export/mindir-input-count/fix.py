# Fix: export every input that should stay an input as a Tensor (a scalar becomes a 0-d Tensor), then call the
# loaded graph with the same number of inputs as were given to export as Tensors.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # export and GraphCell run graphs (explicit on every version)


class Net(nn.Cell):
    def construct(self, x, scale):
        return x * scale


x = Tensor(np.ones((2, 3), np.float32))
ms.export(Net(), x, Tensor(2.0, ms.float32), file_name="net", file_format="MINDIR")   # scale as a Tensor
cell = nn.GraphCell(ms.load("net.mindir"))
for scale in (2.0, 3.0):
    print(f"scale={scale}:", cell(x, Tensor(scale, ms.float32)).asnumpy()[0].tolist())
