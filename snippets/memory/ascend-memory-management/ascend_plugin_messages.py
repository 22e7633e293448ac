# No Ascend here, but the MindSpore 2.10 wheel ships its Ascend plugin. Look in its binaries for the class names and
# the messages of the device-memory code this page describes (quoted from the MindSpore source it links), to see
# which of them are in the 2.10 build. This shows what the code contains, not what it does on a card.
import os

import mindspore

lib = os.path.join(os.path.dirname(mindspore.__file__), "lib")
binaries = {
    "ascend": os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so"),
    "memory_pool": os.path.join(lib, "libmindspore_memory_pool.so"),
}
strings = [
    # the two ways of taking device memory (class names)
    ("ascend", "AscendDynamicMemAdapter"),
    ("ascend", "AscendTwoPointerMemAdapter"),
    # start-up sizing: the line printed with memory statistics on, and the checks on the limit
    ("ascend", "Device MOC Size:"),
    ("ascend", "Reserved MOC size for Other Components(HCCL/rts/etc.):"),
    ("ascend", "Free memory size is less than half of total memory size."),
    ("ascend", "Malloc device memory failed, free memory size is less than half"),   # older wording
    ("ascend", " GB, max_device_memory should be in range (0-"),
    ("ascend", "Reserved memory size for other components("),
    # block size of the pool, and the two errors of this page
    ("ascend", "Memory pool block size "),
    ("ascend", " is bigger than currently available maximum memory "),
    ("ascend", "#umsg#Framework Error Message:#umsg#Out of Memory!!! Request memory size: "),
    ("ascend", "#umsg#Framework Error Message:#umsg#Malloc device memory failed, size["),
    # what the Out of Memory message lists: two-pointer statistics, and the on-demand adapter's peaks
    ("ascend", "Total Static Memory size: "),
    ("ascend", "Used peak memory usage (without fragments): "),
    # the pool's two parts and its statistics
    ("memory_pool", "Common mem"),
    ("memory_pool", "Persistent mem"),
    ("memory_pool", "Block unit size:"),
]
print("mindspore", mindspore.__version__)
contents = {}
for key, path in binaries.items():
    print(f"{key}: {os.path.basename(path)} present: {os.path.isfile(path)}")
    contents[key] = open(path, "rb").read() if os.path.isfile(path) else b""
for key, text in strings:
    print(f"[{key}] {text!r}: {'found' if text.encode() in contents[key] else 'NOT found'}")
