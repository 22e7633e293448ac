# Where the operators of this page are defined: every one is a subclass of ops.Primitive, but TopK is
# hand-written (mindspore/ops/operations/) while in MindSpore 2.10 the other three come from the generated module
# mindspore/ops/auto_generate/gen_ops_prim.py. Where an operator is defined decides when its attributes are checked.
# (Versions without that generated module say so instead of printing its docstring.)
import sys
import mindspore as ms
from mindspore import ops

for name in ("TopK", "Softmax", "LogSoftmax", "ReduceMean"):
    cls = getattr(ops, name)
    print(f"{name:<10} subclass of ops.Primitive: {issubclass(cls, ops.Primitive)}, module: {cls.__module__}")
gen_ops_prim = sys.modules.get("mindspore.ops.auto_generate.gen_ops_prim")
print("gen_ops_prim says:", gen_ops_prim.__doc__.strip() if gen_ops_prim else "(no such module in this version)")
