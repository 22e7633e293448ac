# Needs an Ascend device: the 1.x-style call with a malformed size. On Ascend/GPU set_context checks the format.
import mindspore as ms

ms.set_device("Ascend", 0)
ms.set_context(max_device_memory="31G")
