# Fix on CPU/GPU: export MINDIR (for MindSpore / MindSpore Lite) or ONNX (for other runtimes) instead of AIR,
# then check the exported MindIR against the original network. AIR itself can only be exported on Ascend.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # export traces the network as a graph (explicit on every version)
ms.set_seed(0)
net = nn.Dense(3, 2)
x = Tensor(np.arange(3, dtype=np.float32).reshape(1, 3))
ms.export(net, x, file_name="lenet", file_format="MINDIR")
ms.export(net, x, file_name="lenet", file_format="ONNX")
print("written:", sorted(f for f in os.listdir(".") if f.startswith("lenet")))

loaded = nn.GraphCell(ms.load("lenet.mindir"))
print("MindIR output equals the network's:", np.allclose(loaded(x).asnumpy(), net(x).asnumpy()))
