# No Ascend here, but the MindSpore 2.10 wheel ships its Ascend plugin. Look for the messages its device-memory
# code prints, to confirm that the mechanisms this page describes are in the 2.10 binaries.
import os

import mindspore

lib = os.path.join(os.path.dirname(mindspore.__file__), "lib")
binaries = {
    "ascend": os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so"),
    "memory_pool": os.path.join(lib, "libmindspore_memory_pool.so"),
}
messages = [
    ("ascend", "Reserved MOC size for Other Components(HCCL/rts/etc.):"),
    ("ascend", "Free memory size is less than half of total memory size."),
    ("ascend", " GB, max_device_memory should be in range (0-"),
    ("ascend", "Memory pool block size "),
    ("ascend", "#umsg#Framework Error Message:#umsg#Out of Memory!!! Request memory size: "),
    ("memory_pool", "Common mem"),
    ("memory_pool", "Persistent mem"),
    ("memory_pool", "Block unit size:"),
]
print("mindspore", mindspore.__version__)
contents = {}
for key, path in binaries.items():
    print(f"{key}: {os.path.basename(path)} present: {os.path.isfile(path)}")
    contents[key] = open(path, "rb").read() if os.path.isfile(path) else b""
for key, text in messages:
    print(f"[{key}] {text!r}: {'found' if text.encode() in contents[key] else 'NOT found'}")
