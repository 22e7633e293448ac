# Where the operators of this page are defined: every one is a subclass of ops.Primitive, but TopK is
# hand-written (mindspore/ops/operations/) while the other three come from the generated module
# mindspore/ops/auto_generate/gen_ops_prim.py. Where an operator is defined decides when its attributes are checked.
import sys
import mindspore as ms
from mindspore import ops

for name in ("TopK", "Softmax", "LogSoftmax", "ReduceMean"):
    cls = getattr(ops, name)
    print(f"{name:<10} subclass of ops.Primitive: {issubclass(cls, ops.Primitive)}, module: {cls.__module__}")
print("gen_ops_prim says:", sys.modules["mindspore.ops.auto_generate.gen_ops_prim"].__doc__.strip())
