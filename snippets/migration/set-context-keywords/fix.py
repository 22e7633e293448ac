# Fix: on versions that have the replacement APIs, call them instead of the deprecated set_context keywords;
# on old versions (1.10, 2.0) keep set_context. Prints which path ran and every deprecation WARNING logged.
import logging
import mindspore as ms
from mindspore import log as ms_log


class Keep(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.seen = []

    def emit(self, record):
        self.seen.append(record.getMessage())


keep = Keep()
ms_log._get_logger().addHandler(keep)    # MindSpore's own logger, to show that no deprecation WARNING is left

ms.set_context(mode=ms.PYNATIVE_MODE)    # mode itself is not deprecated
if hasattr(ms, "set_device") and hasattr(ms, "set_recursion_limit"):
    ms.set_device("CPU")                 # was set_context(device_target=..., device_id=...)
    ms.set_recursion_limit(2000)         # was set_context(max_call_depth=2000)
    ms.runtime.launch_blocking()         # was set_context(pynative_synchronize=True)
    ms.set_deterministic(False)          # was set_context(deterministic="OFF")
    print("new-style APIs: set_device, set_recursion_limit, runtime.launch_blocking, set_deterministic")
else:
    ms.set_context(device_target="CPU", max_call_depth=2000, pynative_synchronize=True)
    print("old-style set_context(device_target=..., max_call_depth=..., pynative_synchronize=...)")

x = ms.Tensor([1.0, 2.0])
print("x * 2 =", (x * 2).asnumpy().tolist())
left = [m for m in keep.seen if "deprecated" in m or "removed" in m]
print("deprecation WARNINGs:", left if left else "none")
