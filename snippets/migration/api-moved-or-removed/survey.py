# Survey: which commonly used MindSpore names exist on this version. Each line is one statement as user code
# writes it (an import, or an attribute of an imported module) and what this version does with it:
# "ok", or the exception type and the first line of its message.
import warnings

import mindspore  # noqa: F401 - the statements below use it

warnings.simplefilter("ignore")  # deprecated modules warn when imported; only whether the name exists is recorded

SURVEY = [
    # context / device
    "mindspore.context.set_context",
    "mindspore.set_context",
    "mindspore.set_device",
    "import mindspore.runtime",
    "mindspore.device_context",
    # training API: old module paths and the newer homes
    "from mindspore.train.callback import ModelCheckpoint",
    "from mindspore.train import ModelCheckpoint",
    "from mindspore.train.model import Model",
    "mindspore.Model",
    "from mindspore.train.serialization import load_checkpoint, export",
    "mindspore.load_checkpoint, mindspore.export",
    "from mindspore import parse_print",
    "from mindspore.train.loss_scale_manager import FixedLossScaleManager",
    "mindspore.amp.FixedLossScaleManager",
    "mindspore.amp.DynamicLossScaler",
    "from mindspore.amp import init_status",
    "mindspore.amp.all_finite",
    "mindspore.nn.TrainOneStepWithLossScaleCell",
    "mindspore.nn.SoftmaxCrossEntropyWithLogits",
    # graph compilation and autodiff
    "from mindspore import ms_function",
    "from mindspore import jit",
    "mindspore.ms_class",
    "mindspore.jit_class",
    "mindspore.ops.composite.GradOperation",
    "mindspore.grad, mindspore.value_and_grad, mindspore.vmap",
    "mindspore.ops.shard",
    "mindspore.shard",
    "from mindspore.ops.operations import _grad_ops",
    "import mindspore.ops._grad",
    # layers and modules that moved out or were removed
    "mindspore.nn.ResizeBilinear",
    "mindspore.ops.interpolate",
    "from mindspore.nn import MultiheadAttention",
    "import mindspore.nn.transformer",
    "from mindspore.parallel._transformer import TransformerEncoder",
    "from mindspore.nn import FakeQuantWithMinMaxObserver",
    "import mindspore.compression",
    "import mindspore.nn.probability",
    "import mindspore.numpy",
    "import mindspore.mint",
    "from mindspore.communication.management import init",
    "from mindspore.communication import comm_func",
    # data processing
    "import mindspore.dataset.vision.c_transforms",
    "import mindspore.dataset.transforms.py_transforms",
    "mindspore.dataset.vision.Resize",
    "mindspore.dataset.transforms.TypeCast",
    # Tensor methods
    "mindspore.Tensor([1.0]).asnumpy()",
    "mindspore.Tensor([1.0]).numpy()",
]

for stmt in SURVEY:
    try:
        exec(stmt, {"mindspore": mindspore})
        print(f"{stmt}: ok")
    except Exception as e:  # noqa: BLE001 - record whatever this version raises
        print(f"{stmt}: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
