# Fix (to locate the failing operator): make the device execute synchronously, so that the error is raised at the
# Python line that launched the failing operator. Newer versions: mindspore.runtime.launch_blocking(); older ones:
# set_context(pynative_synchronize=True). Both are accepted on CPU, where this runs; the effect matters on Ascend.
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE)
runtime = getattr(ms, "runtime", None)
if runtime is not None and hasattr(runtime, "launch_blocking"):
    runtime.launch_blocking()
    print("used mindspore.runtime.launch_blocking()")
    print("its docstring, first line:", runtime.launch_blocking.__doc__.strip().splitlines()[0])
else:
    ms.set_context(pynative_synchronize=True)
    print("used set_context(pynative_synchronize=True) (this version has no mindspore.runtime.launch_blocking)")
x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
print("ops.add after switching to synchronous execution:", ops.add(x, x).asnumpy().tolist())
