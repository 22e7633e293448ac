# The 2.x form of the old set_context(mempool_block_size="30GB", max_device_memory="31GB"):
# one set_memory call, sizes as "<number>GB" strings, before the first operator runs.
# On CPU it is accepted; the CPU pool's own statistics (printed at exit) show what CPU makes of it.
import os

os.environ["MS_DEV_RUNTIME_CONF"] = "memory_statistics:True"   # pool statistics at exit; set before the first op

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: the default mode differs between versions
ms.runtime.set_memory(increase_size="30GB", max_size="31GB")
print("set_memory(increase_size='30GB', max_size='31GB'): accepted", flush=True)
x = Tensor(np.ones((1024, 1024, 4), np.float32))   # 16 MB
total = ops.add(x, x).sum().asnumpy()
print("result:", total, flush=True)
