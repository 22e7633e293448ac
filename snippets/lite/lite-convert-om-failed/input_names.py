# converter_lite 的 config.txt 里 input_shape=<输入名>:[形状]，输入名要和模型里的一致。先把 MindIR 的输入名读出来
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import mind_ir_pb2

ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3)

    def construct(self, x):          # construct 的形参名是 x
        return self.conv(x)


ms.export(Net(), Tensor(np.ones((1, 3, 32, 32), np.float32)), file_name="net", file_format="MINDIR")
model = mind_ir_pb2.ModelProto()
with open("net.mindir", "rb") as f:     # 换成你要转换的那个 .mindir
    model.ParseFromString(f.read())
for inp in model.graph.input:
    name = inp.name.split(":")[-1]      # 记录的名字是 "<图名>:<形参名>"，取最后一段
    dims = [d for t in inp.tensor for d in t.dims]
    print(f"input {name}: shape {dims}")
    print(f"config.txt -> input_shape={name}:[{','.join(map(str, dims))}]")
