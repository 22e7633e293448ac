# MindSpore 2.0.0 (the ms2.0 lane, CPU). No Ascend here either, but this wheel ships its Ascend plugin
# too. Are the 2.x memory query APIs there yet, and which device-memory messages does the 2.0.0 plugin contain?
# (Compare with ascend_plugin_messages.py, the same search in 2.10.) This shows what the code contains, not what
# it does on a card.
import glob
import os

import mindspore as ms

print("mindspore", ms.__version__)
for module in ("runtime", "hal"):
    print(f"ms.{module} exists:", hasattr(ms, module))

plugins = sorted(glob.glob(os.path.join(os.path.dirname(ms.__file__), "lib", "plugin", "libmindspore_ascend.so*")))
print("Ascend plugin files:", [os.path.basename(p) for p in plugins])
contents = [open(p, "rb").read() for p in plugins]
strings = [
    "AscendDynamicMemAdapter",
    "AscendTwoPointerMemAdapter",
    "Reserved HBM size for Other Components(HCCL/rts/etc.):",
    "Malloc device memory failed, free memory size is less than half",
    "Free memory size is less than half of total memory size.",
    "variable_memory_max_size/max_device_memory should be in range (0-",
    "Total Static Memory size: ",
    "Total Dynamic memory size: ",
    " is bigger than currently available maximum memory ",
    "Out of Memory!!! Request memory size: ",
]
for text in strings:
    found = sum(text.encode() in data for data in contents)
    print(f"{text!r}: found in {found} of {len(contents)}")
