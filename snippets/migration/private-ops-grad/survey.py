# Which private (underscore) modules and names that blog / old model code imports exist in this version,
# next to the public gradient APIs. Every import is wrapped so the file runs on every version.
import mindspore as ms

print("MindSpore", ms.__version__)
STATEMENTS = [
    # private: not part of the documented API, moved or removed without notice
    "import mindspore.ops._grad",
    "from mindspore.ops._grad.grad_base import bprop_getters",
    "from mindspore.ops._grad_experimental.grad_base import bprop_getters",
    "from mindspore.ops.operations import _grad_ops",
    "from mindspore._checkparam import Validator",
    "from mindspore._checkparam import Rel",
    "from mindspore._checkparam import check_value_type",
    # public: documented
    "from mindspore.ops import GradOperation",
    "from mindspore.ops.composite import GradOperation",
    "from mindspore.ops import grad, value_and_grad",
    "from mindspore import grad, value_and_grad",
]
for stmt in STATEMENTS:
    try:
        exec(stmt, {})
        print(f"{stmt}: ok")
    except ImportError as exc:
        print(f"{stmt}: {type(exc).__name__}: {str(exc).split(' (')[0]}")
