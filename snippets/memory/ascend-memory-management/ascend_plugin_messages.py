# No Ascend here, but MindSpore's CPU wheels (2.0 and later) ship the Ascend plugin. Look in its binaries for the
# class names and the messages of the device-memory code this page describes (quoted from the MindSpore source it
# links), to see which of them each version's build contains; and whether the memory query APIs exist yet.
# This shows what the code contains, not what it does on a card. (The 1.10 lane is the GPU wheel: no Ascend plugin.)
import glob
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
binaries = {
    # the Ascend device-memory code: plugin/libmindspore_ascend.so.* in 2.0, plugin/ascend/..._res_manager.so later
    "ascend": sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))
                     + glob.glob(os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so"))),
    # the memory pool: its own library in later 2.x, part of libmindspore_backend.so in 1.10 and 2.0
    "memory_pool": [p for p in (os.path.join(lib, "libmindspore_memory_pool.so"),
                                os.path.join(lib, "libmindspore_backend.so")) if os.path.isfile(p)][:1],
}
strings = [
    # the two ways of taking device memory (class names)
    ("ascend", "AscendDynamicMemAdapter"),
    ("ascend", "AscendTwoPointerMemAdapter"),
    # start-up sizing: the line printed with memory statistics on, and the checks on the limit (older / newer wording)
    ("ascend", "Device MOC Size:"),
    ("ascend", "Reserved HBM size for Other Components(HCCL/rts/etc.):"),
    ("ascend", "Reserved MOC size for Other Components(HCCL/rts/etc.):"),
    ("ascend", "Malloc device memory failed, free memory size is less than half"),
    ("ascend", "Free memory size is less than half of total memory size."),
    ("ascend", "variable_memory_max_size/max_device_memory should be in range (0-"),
    ("ascend", " GB, max_device_memory should be in range (0-"),
    ("ascend", "Reserved memory size for other components("),
    # block size of the pool, and the two errors of this page
    ("ascend", "Memory pool block size "),
    ("ascend", " is bigger than currently available maximum memory "),
    ("ascend", "Out of Memory!!! Request memory size: "),
    ("ascend", "Malloc device memory failed, size["),
    # what the Out of Memory message lists: two-pointer statistics, and the on-demand adapter's peaks
    ("ascend", "Total Static Memory size: "),
    ("ascend", "Total Dynamic memory size: "),
    ("ascend", "Used peak memory usage (without fragments): "),
    # the pool's two parts and its statistics
    ("memory_pool", "Common mem"),
    ("memory_pool", "Persistent mem"),
    ("memory_pool", "Block unit size:"),
]
print("mindspore", ms.__version__)
print("memory query APIs: ms.runtime exists:", hasattr(ms, "runtime"), "| ms.hal exists:", hasattr(ms, "hal"))
found = {}
for key, paths in binaries.items():
    print(f"{key}: {[os.path.basename(p) for p in paths] or 'no such file in this wheel'}")
    for path in paths:   # one file at a time: a string counts as found if any of the files has it
        with open(path, "rb") as f:
            data = f.read()
        for k, text in strings:
            if k == key and text.encode() in data:
                found[text] = True
        del data
for key, text in strings:
    if binaries[key]:
        print(f"[{key}] {text!r}: {'found' if found.get(text) else 'NOT found'}")
