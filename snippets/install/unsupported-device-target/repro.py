# Reproducer: a script written for an Ascend (NPU) server run on a machine with the CPU-only MindSpore.
# MindSpore 2.x checks at once whether the Ascend backend can be loaded, and the set_context line raises.
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)      # explicit: 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_context(device_target="Ascend")     # the machine has no Ascend NPU and no Ascend software
x = ms.Tensor(np.ones((2, 2), np.float32))
print(x + x)
