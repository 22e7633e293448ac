# The MindSpore 1.x way: ms.set_context(max_device_memory=..., mempool_block_size=...), run on every version.
# On CPU both keys are only for Ascend/GPU: a warning, the value is ignored, and the format is not even checked
# ("31G" below passes silently here; on Ascend/GPU set_context hands it to a setter that checks it: context_format.py).
import inspect

import mindspore as ms

print("mindspore", ms.__version__)
ms.set_context(max_device_memory="31G", mempool_block_size="30GB")   # "31G": a malformed size
print("set_context(max_device_memory='31G', mempool_block_size='30GB') returned without error on",
      ms.get_context("device_target"))
print("  max_device_memory =", ms.get_context("max_device_memory"))
print("  mempool_block_size =", ms.get_context("mempool_block_size"))
if hasattr(ms, "runtime"):
    print("the 2.x replacement, with its defaults: ms.runtime.set_memory" + str(inspect.signature(ms.runtime.set_memory)))
else:
    print("no ms.runtime (and no set_memory) in this version")
