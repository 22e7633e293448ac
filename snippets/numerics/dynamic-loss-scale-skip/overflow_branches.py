# How nn.TrainOneStepWithLossScaleCell decides "overflow" on each device: print the lines of this version's own
# source that choose the check (GPU: finiteness of the grads; Ascend: float-status registers or INF/NAN mode).
import inspect
import mindspore as ms
from mindspore import nn

print("mindspore", ms.__version__)
cls = nn.TrainOneStepWithLossScaleCell
KEYS = ("device_target", "gpu_target", "ascend", "MS_ASCEND_CHECK_OVERFLOW_MODE", "SATURATION_MODE",
        "NPUGetFloatStatus", "NPUAllocFloatStatus", "NPUClearFloatStatus", "else:", "def get_overflow_status")
for name in ("__init__", "get_overflow_status"):
    lines, start = inspect.getsourcelines(getattr(cls, name))
    print(f"--- TrainOneStepWithLossScaleCell.{name} ---")
    for i, line in enumerate(lines):
        text = line.rstrip()
        if any(k in text for k in KEYS) and not text.strip().startswith(("#", '"', "'")):
            print(f"{start + i:4d}: {text}")
