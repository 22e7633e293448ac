# Needs an Ascend card (not run on this site). What to run first when a job dies for lack of device memory:
# who else holds the card, how much MindSpore may use, and how much the step really needs (peak).
import subprocess

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

# 1. The card as the driver sees it: HBM usage and the processes on it (another job? a leftover process?).
print(subprocess.run(["npu-smi", "info"], capture_output=True, text=True).stdout)

ms.set_device("Ascend", 0)
ms.set_context(mode=ms.PYNATIVE_MODE)      # explicit: the default mode differs between versions
# 2. Cap MindSpore's share before the first operator (leaves room for HCCL, DVPP workers, a second process).
ms.runtime.set_memory(max_size="16GB")

# 3. One training-sized step, then the peaks: is the step itself too big for the cap?
net = nn.Dense(4096, 4096)
x = Tensor(np.ones((256, 4096), np.float32))
print("out:", net(x).shape)
GB = 1024 ** 3
print("peak allocated to tensors (GB):", ms.runtime.max_memory_allocated() / GB)
print("peak reserved by the pool (GB):", ms.runtime.max_memory_reserved() / GB)
print(ms.runtime.memory_summary())
