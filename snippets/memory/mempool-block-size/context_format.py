# The 1.x-style setting with a malformed size: set_context(max_device_memory="31G"). On Ascend/GPU set_context hands
# the value to the context's setter, which checks it; on CPU set_context skips the key (see context_on_cpu.py). So the
# setter is called directly here: the same check and message as on Ascend/GPU, on every version (no device needed).
import mindspore as ms

print("mindspore", ms.__version__)
ms.context._context().set_max_device_memory("31G")
