# What a converter sees as "dynamic shape": the input dims stored in the exported MindIR. A Tensor with None dims as
# the export input gives -1 there (dynamic); a real array gives fixed numbers (static). Read the dims back from the
# file with MindSpore's own protobuf module. (No Ascend and no MindSpore Lite here: this only shows the exported file.)
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from mindspore.train import mind_ir_pb2

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
net = nn.Conv2d(3, 4, 3)


def input_dims(path):
    model = mind_ir_pb2.ModelProto()
    with open(path, "rb") as f:
        model.ParseFromString(f.read())
    return [list(t.dims) for i in model.graph.input for t in i.tensor]


# dynamic: batch, height and width unknown at export time
ms.export(net, Tensor(shape=[None, 3, None, None], dtype=ms.float32), file_name="dynamic", file_format="MINDIR")
# static: the one shape the model will be fed (e.g. a text-recognition input of 1x3x48x320)
ms.export(net, Tensor(np.zeros((1, 3, 48, 320), np.float32)), file_name="static", file_format="MINDIR")
print("dynamic.mindir inputs:", input_dims("dynamic.mindir"))
print("static.mindir inputs:", input_dims("static.mindir"))
