# An Ascend training script (init("hccl")) run on a machine without Ascend: here the CPU build of MindSpore.
# init() checks the backend name against the device before it tries to talk to anyone.
import mindspore as ms
from mindspore.communication import init

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: the default mode differs between versions
print("mindspore", ms.__version__, "| device_target:", ms.get_context("device_target"), flush=True)
init("hccl")
