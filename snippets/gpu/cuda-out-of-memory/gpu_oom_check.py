# Needs an NVIDIA GPU (not run on this site). What to run first when a job dies with "out of memory" on GPU:
# which card this process sees, who else uses it, and how much one step really needs under a cap.
import os
import subprocess

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

# 1. Which GPUs this process may use, and the memory / processes on every card.
print("CUDA_VISIBLE_DEVICES =", os.environ.get("CUDA_VISIBLE_DEVICES", "(not set: all cards)"))
print(subprocess.run(["nvidia-smi"], capture_output=True, text=True).stdout)

ms.set_device("GPU", 0)                   # index among the visible cards
ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: the default mode differs between versions
# 2. Cap MindSpore's memory pool before the first operator (leaves room for other processes on the card).
ms.runtime.set_memory(max_size="6GB")

# 3. One step, then the peaks: does the step fit under the cap?
net = nn.Dense(4096, 4096)
x = Tensor(np.ones((256, 4096), np.float32))
print("out:", net(x).shape)
GB = 1024 ** 3
print("peak allocated to tensors (GB):", ms.runtime.max_memory_allocated() / GB)
print("peak reserved by the pool (GB):", ms.runtime.max_memory_reserved() / GB)
print(ms.runtime.memory_summary())
