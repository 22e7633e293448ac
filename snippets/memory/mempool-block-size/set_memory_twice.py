# Memory settings are made once per process. ms.runtime.set_memory (2.5 and later): any second call raises, here
# one with other arguments. Versions without ms.runtime take these settings through set_context(max_device_memory=
# ...): there the same mistake is a second set_context call. Put every memory setting in one call, at the start.
import mindspore as ms

if hasattr(ms, "runtime"):
    ms.runtime.set_memory(max_size="31GB")
    print("first set_memory: accepted")
    ms.runtime.set_memory(increase_size="30GB")
else:
    print("mindspore", ms.__version__, "has no ms.runtime: set_context(max_device_memory=...) twice instead")
    ms.set_context(max_device_memory="31GB")
    print("first set_context(max_device_memory='31GB'): accepted")
    ms.set_context(max_device_memory="30GB")
    print("second set_context(max_device_memory='30GB'): accepted")
