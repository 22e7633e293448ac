# Needs an Ascend device: check the arithmetic min(increase_size, max_size - 1GB) on a real card.
# Expected (from the source): common pool block unit 30 GB, persistent pool block unit 1 GB.
import os

os.environ["MS_DEV_RUNTIME_CONF"] = "memory_statistics:True"

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_device("Ascend", 0)
ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: the default mode differs between versions
ms.runtime.set_memory(increase_size="30GB", max_size="31GB")
x = Tensor(np.ones((1024, 1024, 4), np.float32))
print("result:", ops.add(x, x).sum().asnumpy(), flush=True)
GB = 1024 ** 3
stats = ms.runtime.memory_stats()
print("common pool block unit (GB):", stats["common_mem_pool_stats"]["block_unit_size"] / GB)
print("persistent pool block unit (GB):", stats["persistent_mem_pool_stats"]["block_unit_size"] / GB)
print("reserved by the pool (GB):", stats["total_reserved_memory"] / GB)
