# Reproducer: export to AIR on a machine without Ascend (CPU build). AIR is the Ascend graph format.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)        # export traces the network as a graph (explicit on every version)
ms.set_seed(0)
net = nn.Dense(3, 2)
x = Tensor(np.ones((1, 3), np.float32))
print("device_target:", ms.get_context("device_target"))
ms.export(net, x, file_name="lenet", file_format="AIR")
print("written:", sorted(f for f in os.listdir(".") if f.startswith("lenet")))
