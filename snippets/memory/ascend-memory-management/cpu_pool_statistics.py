# The CPU backend has a memory pool too, and MindSpore 2.10 can print its statistics when the process ends.
# MS_DEV_RUNTIME_CONF="memory_statistics:True" is set here after `import mindspore` but before the first
# operator runs, and MindSpore 2.10 still picks it up (the statistics lines below).
import os

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

os.environ["MS_DEV_RUNTIME_CONF"] = "memory_statistics:True"
ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: the default mode differs between versions

x = Tensor(np.ones((1024, 1024, 4), np.float32))   # 16 MB
total = ops.add(x, x).sum().asnumpy()
print("result:", total, flush=True)
if hasattr(ms, "runtime"):
    print("ms.runtime.memory_reserved() on CPU:", ms.runtime.memory_reserved(), flush=True)
else:
    print("mindspore", ms.__version__, "has no ms.runtime", flush=True)
# flush=True keeps these lines in order with the ones MindSpore prints from C++.
# The "[MS_RUNTIME_PROF] ... mem pool info" lines are printed by MindSpore at exit.
