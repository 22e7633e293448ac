# How to check a GPU installation (needs an NVIDIA GPU; not run on this site).
# Shell equivalents, in order:
#   nvidia-smi                      # driver version, the highest CUDA it supports, GPUs visible
#   nvcc --version                  # CUDA toolkit found on PATH
#   ldconfig -p | grep cudnn        # cuDNN libraries the loader can find
#   python -c "import mindspore; mindspore.set_context(device_target='GPU'); mindspore.run_check()"
import subprocess

import mindspore as ms

for cmd in ("nvidia-smi", "nvcc --version", "ldconfig -p | grep -i cudnn"):
    print("$", cmd)
    print(subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60).stdout)

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="GPU")
ms.run_check()
