# Run on the GPU machine (not run on this site: it has no GPU). What this process can see, and what happens when
# device_id is not smaller than the number of visible GPUs (the same as one process too many for
# CUDA_VISIBLE_DEVICES). Try e.g.:  CUDA_VISIBLE_DEVICES=0,1 python gpu_visible.py
import os
import subprocess

import mindspore as ms

print("CUDA_VISIBLE_DEVICES =", os.environ.get("CUDA_VISIBLE_DEVICES", "(not set: every GPU)"))
print("DEVICE_ID =", os.environ.get("DEVICE_ID", "(not set)"), "| HOSTNAME =", os.environ.get("HOSTNAME"))
print(subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True).stdout.strip())
visible = os.environ.get("CUDA_VISIBLE_DEVICES")
n = len(visible.split(",")) if visible else int(subprocess.run(
    "nvidia-smi -L | wc -l", shell=True, capture_output=True, text=True).stdout)
print("visible GPUs:", n, "-> valid device_id: 0 ..", n - 1)

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="GPU", device_id=n)   # one past the last visible GPU
print(ms.ops.add(ms.Tensor([1.0]), ms.Tensor([2.0])))                    # the device is initialised here
