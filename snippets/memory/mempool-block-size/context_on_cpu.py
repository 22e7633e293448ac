# The MindSpore 1.x way: ms.set_context(max_device_memory=..., mempool_block_size=...).
# On CPU (MindSpore 2.10) both keys are only for Ascend/GPU: a warning, the value is ignored, and the format is
# not even checked (note "31G" below passes silently here; on Ascend/GPU it raises, see set_memory_format.py).
import inspect

import mindspore as ms

ms.set_context(max_device_memory="31GB", mempool_block_size="30GB")
print("after set_context(max_device_memory='31GB', mempool_block_size='30GB'):")
print("  max_device_memory =", ms.get_context("max_device_memory"))
print("  mempool_block_size =", ms.get_context("mempool_block_size"))
ms.set_context(max_device_memory="31G")
print("set_context(max_device_memory='31G') returned without error on", ms.get_context("device_target"))
print("the 2.x replacement, with its defaults: ms.runtime.set_memory" + str(inspect.signature(ms.runtime.set_memory)))
