# ms.runtime.set_memory can be called once per process: any second call raises (here one with other arguments).
# Put every memory setting in one call, at the start of the script.
import mindspore as ms

ms.runtime.set_memory(max_size="31GB")
print("first set_memory: accepted")
ms.runtime.set_memory(increase_size="30GB")
