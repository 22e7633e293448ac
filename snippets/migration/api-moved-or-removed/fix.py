# Code that runs on old and new MindSpore: look each API up under its names, newest first, and use what exists.
# resolve() returns the first dotted name that imports; which one it picked is printed for every API.
import importlib

import numpy as np
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)


def resolve(*names):
    """The object behind the first of `names` ("mindspore.x.y") that exists on this MindSpore, and its name."""
    for name in names:
        module, _, attr = name.rpartition(".")
        try:
            return getattr(importlib.import_module(module), attr), name
        except (ImportError, AttributeError):
            continue
    raise ImportError(f"none of {names} exists in MindSpore {ms.__version__}")


# 1. try/except around an import: the decorator has been mindspore.jit since 2.0, ms_function before
try:
    from mindspore import jit
except ImportError:
    from mindspore import ms_function as jit
print("jit decorator:", jit.__name__)

# 2. the same with resolve(): new name first, old name as fallback
for api, candidates in [
    ("ModelCheckpoint", ("mindspore.train.ModelCheckpoint", "mindspore.train.callback.ModelCheckpoint")),
    ("load_checkpoint", ("mindspore.load_checkpoint", "mindspore.train.serialization.load_checkpoint")),
    ("FixedLossScaleManager", ("mindspore.amp.FixedLossScaleManager",
                               "mindspore.train.loss_scale_manager.FixedLossScaleManager")),
    ("GradOperation", ("mindspore.ops.GradOperation", "mindspore.ops.composite.GradOperation")),
    ("communication init", ("mindspore.communication.init", "mindspore.communication.management.init")),
]:
    print(f"{api}: {resolve(*candidates)[1]}")

# 3. a renamed setting: set_device exists from 2.6 on (本站 2.6 dev 起), set_context(device_target=) before
if hasattr(ms, "set_device"):
    ms.set_device("CPU")
    print("device: ms.set_device('CPU')")
else:
    ms.set_context(device_target="CPU")
    print("device: ms.set_context(device_target='CPU')")

# 4. a removed layer: nn.ResizeBilinear -> ops.interpolate(mode="bilinear"); the version decides which to call.
#    Pass align_corners explicitly: the two have different defaults (checked below where both exist).
x = Tensor(np.arange(4, dtype=np.float32).reshape(1, 1, 2, 2))
major, minor = (int(p) for p in ms.__version__.split(".")[:2])
if (major, minor) >= (2, 0):
    y = ms.ops.interpolate(x, size=(4, 4), mode="bilinear", align_corners=True)
    print("resize: ops.interpolate", y.shape)
else:
    y = ms.nn.ResizeBilinear()(x, size=(4, 4), align_corners=True)
    print("resize: nn.ResizeBilinear", y.shape)
if hasattr(ms.nn, "ResizeBilinear") and (major, minor) >= (2, 0):
    old = ms.nn.ResizeBilinear()(x, size=(4, 4), align_corners=True)
    print("same as nn.ResizeBilinear (align_corners=True):", bool(np.allclose(old.asnumpy(), y.asnumpy(), atol=1e-6)))
    old_default = ms.nn.ResizeBilinear()(x, size=(4, 4)).asnumpy()
    new_default = ms.ops.interpolate(x, size=(4, 4), mode="bilinear").asnumpy()
    print("same with both defaults:", bool(np.allclose(old_default, new_default, atol=1e-6)))
