# Other reduction operators reject an out-of-range axis with the same message, "[-N,N)" with N = the input's rank.
# launch_blocking(): run operators synchronously, so each error is raised by its own call (asynchronously launched
# operators may report it later, at another call). Versions without mindspore.runtime (1.10, 2.0) have the older
# switch for the same thing, set_context(pynative_synchronize=True).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
print("this version has mindspore.runtime:", hasattr(ms, "runtime"), "| ops.var_mean:", hasattr(ops, "var_mean"))
if hasattr(ms, "runtime"):
    ms.runtime.launch_blocking()
else:
    ms.set_context(pynative_synchronize=True)
for name, shape, axis in (("ReduceSum", (2, 3, 4), 3), ("ReduceMax", (2, 3), 2), ("ReduceMin", (2, 3, 4, 5), -5)):
    x = Tensor(np.ones(shape, np.float32))
    try:
        getattr(ops, name)(keep_dims=True)(x, axis)
        print(f"{name}, {len(shape)}-D input, axis={axis}: no error")
    except ValueError as exc:
        print(f"{name}, {len(shape)}-D input, axis={axis}: ValueError: {str(exc).splitlines()[0]}")
