# A GPU training script (init("nccl")) run on a machine where MindSpore has no GPU: here on CPU.
# Before NCCL is ever asked to connect anywhere, init() finds that NCCL cannot be used on this device.
import mindspore as ms
from mindspore.communication import init

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: the default mode differs between versions
print("mindspore", ms.__version__, "| device_target:", ms.get_context("device_target"), flush=True)
init("nccl")
