# Needs an Ascend device: the 1.x-style call with a malformed size. On Ascend/GPU set_context checks the format.
# (set_context(device_target=...) exists in every version; 2.5 and later also have ms.set_device.)
import mindspore as ms

ms.set_context(device_target="Ascend", device_id=0)
ms.set_context(max_device_memory="31G")
