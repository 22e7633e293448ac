# repro.py with operators run synchronously (a debugging switch): the traceback then ends at the call that failed.
# In MindSpore 2.0, without it, the error of the first ReduceMean surfaces at a later call (see the 2.0 run of
# repro.py). launch_blocking() from mindspore.runtime; 1.10 and 2.0 have the older set_context(pynative_synchronize=True).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
if hasattr(ms, "runtime"):
    ms.runtime.launch_blocking()
else:
    ms.set_context(pynative_synchronize=True)
x = Tensor(np.ones((2, 3, 4), np.float32))
moments = nn.Moments(axis=3, keep_dims=True)
mean, variance = moments(x)
