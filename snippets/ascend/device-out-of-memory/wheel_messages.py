# No Ascend here. MindSpore's CPU wheels (2.0 and later) still ship the Ascend plugin and the shared memory pool,
# so we can look in the binaries for the out-of-memory messages this page explains (wording quoted from the MindSpore
# source and the public reports it links) and see which wording each version contains.
# This shows what the code of each version can print, not what happens on a card. (1.10 here is its GPU wheel.)
import glob
import mmap
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
files = sorted(set(
    glob.glob(os.path.join(lib, "libmindspore*.so*"))              # backend, memory pool (2.6+: its own library)
    + glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))        # 2.0: the Ascend plugin
    + glob.glob(os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so"))  # later 2.x
    + glob.glob(os.path.join(lib, "plugin", "ascend", "lib*collective.so"))    # HCCL wrapper
))
messages = [
    # 1. the dynamic memory pool refuses a request beyond MindSpore's limit (logged [ERROR], no exception by itself)
    "is more than total mem size",
    # 2. what the failed request then raises, in graph / PyNative execution
    "Memory isn't enough and alloc failed, kernel name: ",
    "Malloc for kernel output failed, Memory isn't enough, node:",
    # 3. static memory of a graph does not fit (two-pointer adapter)
    "Out of Memory!!! Request memory size: ",
    "Out of Memory!!! total[",                        # the older wording quoted by the official FAQ
    "Please try to reduce 'batch_size' or check whether exists extra large shape.",
    # 4. at start-up: the card is already half used by someone else (2.0: an error; later: a warning)
    "Malloc device memory failed, free memory size is less than half",
    "Free memory size is less than half of total memory size.",
    # 5. asking the driver for memory failed
    "Malloc device memory failed, size[",
    # 6. HCCL communicator creation (each communicator needs device memory of its own)
    "HcclCommInitRootInfo failed",
]
found = {m: False for m in messages}
for path in files:
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
        for m in messages:
            if not found[m] and data.find(m.encode()) >= 0:
                found[m] = True
print("mindspore", ms.__version__)
print("Ascend plugin in this wheel:", any("ascend" in p for p in files))
for m in messages:
    print(f"{'found ' if found[m] else 'absent'} {m!r}")

# The memory API the fix section uses: mindspore.runtime.set_memory (cap) and the peak statistics. They exist only in
# newer versions; the statistics can be called on CPU too (nothing is allocated on a device here).
ms.set_context(mode=ms.PYNATIVE_MODE)
rt = getattr(ms, "runtime", None)
print("mindspore.runtime.set_memory:", "present" if rt is not None and hasattr(rt, "set_memory") else "absent")
if rt is not None and hasattr(rt, "max_memory_allocated"):
    print("on CPU, mindspore.runtime.max_memory_allocated() returns:", rt.max_memory_allocated())
