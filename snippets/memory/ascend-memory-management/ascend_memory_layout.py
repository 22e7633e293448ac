# Needs an Ascend device. Prints how MindSpore sized its share of the card at start-up (the
# "[MS_RUNTIME_PROF]Device MOC Size ..." line) and the memory-pool state after one small operator.
import os

os.environ["MS_DEV_RUNTIME_CONF"] = "memory_statistics:True"

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_device("Ascend", 0)
ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: the default mode differs between versions
x = Tensor(np.ones((1024, 1024, 4), np.float32))   # 16 MB
print("result:", ops.add(x, x).sum())
GB = 1024 ** 3
stats = ms.runtime.memory_stats()
print("reserved by the pool (GB):", stats["total_reserved_memory"] / GB)
print("allocated to tensors (GB):", stats["total_allocated_memory"] / GB)
print("common pool block unit (GB):", stats["common_mem_pool_stats"]["block_unit_size"] / GB)
print("persistent pool block unit (GB):", stats["persistent_mem_pool_stats"]["block_unit_size"] / GB)
print(ms.runtime.memory_summary())
