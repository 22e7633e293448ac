# Fix: select the device the installed package and the machine actually have (here CPU), or leave the
# device unset; check the installation with mindspore.run_check() rather than with an Ascend/GPU script.
# Newer versions have mindspore.set_device for this; older ones only set_context(device_target=...).
import numpy as np
import mindspore as ms
import mindspore.ops as ops

ms.set_context(mode=ms.PYNATIVE_MODE)      # explicit: 1.x defaults to GRAPH_MODE, 2.x to PyNative
if hasattr(ms, "set_device"):
    ms.set_device("CPU")
    print("used mindspore.set_device('CPU')")
else:
    ms.set_context(device_target="CPU")
    print("used mindspore.set_context(device_target='CPU') (this version has no set_device)")
print("device_target:", ms.get_context("device_target"))
ms.run_check()
x = ms.Tensor(np.ones([1, 3, 3, 4]).astype(np.float32))
print("ops.add output shape:", ops.add(x, x).shape)
