# Reproducer: the same with device_target="GPU" (a script written for a CUDA machine).
# Prints which line fails: on 2.x it is set_context itself; a GPU build of MindSpore may accept the setting
# and fail only when the first operator runs.
# GLOG_v=4 (before the import) keeps MindSpore's log to critical messages: the [ERROR] lines it logs here about
# missing CUDA libraries print this machine's install path, which the recorded output must not depend on.
import os

os.environ["GLOG_v"] = "4"
import numpy as np  # noqa: E402
import mindspore as ms  # noqa: E402

ms.set_context(mode=ms.PYNATIVE_MODE)      # explicit: 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_context(device_target="GPU")        # no GPU (and no CUDA) on this machine
print("set_context(device_target='GPU') accepted; device_target is now", ms.get_context("device_target"), flush=True)
x = ms.Tensor(np.ones((2, 2), np.float32))
print(x + x)
