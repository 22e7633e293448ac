# 像 mindyolo 的 YOLOv5Head 那样对张量做切片赋值 y[..., 0:2] = ...，导出 MindIR，列出图里都有哪些算子
import collections
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.train import mind_ir_pb2

ms.set_context(mode=ms.GRAPH_MODE)


class Head(nn.Cell):
    def construct(self, x):
        y = ops.Sigmoid()(x)
        y[..., 0:2] = y[..., 0:2] * 2.0 - 0.5   # YOLOv5Head.construct 里同样的写法
        return y


def kind(node):
    # op_type 形如 "REF::TensorScatterUpdate:26"（新版本）或 "TensorScatterUpdate"（旧版本）
    return node.op_type.split("::")[-1].split(":")[0]


ms.export(Head(), Tensor(np.ones((1, 3, 4, 4, 6), np.float32)), file_name="head", file_format="MINDIR")
model = mind_ir_pb2.ModelProto()
with open("head.mindir", "rb") as f:
    model.ParseFromString(f.read())
nodes = list(model.graph.node) + [n for g in model.functions for n in g.node]
kinds = collections.Counter(kind(n) for n in nodes)
kinds.pop("Constant", None)
print("producer:", model.producer_name, model.model_version)
print("ops:", ", ".join(f"{k} x{v}" for k, v in sorted(kinds.items())))
print("TensorScatterUpdate in graph:", "TensorScatterUpdate" in kinds)

# TensorScatterUpdate 的每个输入由谁产生：别的算子（前驱节点），还是常量 / 图输入
producer = {out: kind(n) for n in nodes for out in n.output}
for n in nodes:
    if kind(n) == "TensorScatterUpdate":
        srcs = [producer.get(i, "graph input") for i in n.input]
        preds = [s for s in srcs if s not in ("Constant", "graph input")]
        print(f"TensorScatterUpdate inputs: {len(srcs)} ({', '.join(srcs)}); from other ops: {len(preds)}")
