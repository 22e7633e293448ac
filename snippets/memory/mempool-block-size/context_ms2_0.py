# The same questions on MindSpore 2.0.0 (the ms2.0 lane, CPU): is there a set_memory yet, what do the
# 1.x-style set_context keys do on CPU, and how is a malformed size worded.
import mindspore as ms

print("mindspore", ms.__version__)
print("ms.runtime exists:", hasattr(ms, "runtime"))
ms.set_context(max_device_memory="31GB", mempool_block_size="30GB")
print("after set_context on", ms.get_context("device_target") + ":",
      "max_device_memory =", ms.get_context("max_device_memory"),
      "| mempool_block_size =", ms.get_context("mempool_block_size"))
try:
    ms.context._context().set_max_device_memory("31G")   # the setter set_context uses on Ascend/GPU
except ValueError as e:
    print("context setter, '31G':", type(e).__name__ + ":", e)
