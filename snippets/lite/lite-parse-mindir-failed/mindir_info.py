# 看一个 .mindir 是哪个 MindSpore 版本导出的：MindIR 是 protobuf，头部字段写着导出它的框架和版本
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import mind_ir_pb2

ms.set_context(mode=ms.GRAPH_MODE)
ms.export(nn.Dense(4, 2), Tensor(np.ones((1, 4), np.float32)), file_name="dense", file_format="MINDIR")

model = mind_ir_pb2.ModelProto()
with open("dense.mindir", "rb") as f:       # 换成你要转换的那个 .mindir
    model.ParseFromString(f.read())
print("producer_name:", model.producer_name)
print("model_version:", model.model_version)   # 导出它的 MindSpore 版本
print("ir_version:   ", model.ir_version)
