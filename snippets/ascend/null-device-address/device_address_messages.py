# No Ascend here. MindSpore's CPU wheels (2.0 and later) still ship the Ascend plugin: look in the framework's own
# binaries for the messages of a device address that cannot be copied back to the host, to see which versions can
# print them and from which library. This shows what the package contains, not what happens on a card.
# (The 1.10 lane is the GPU wheel: no Ascend plugin; GPU-only libraries are left out everywhere.)
import glob
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
binaries = sorted(glob.glob(os.path.join(lib, "libmindspore_*.so*"))
                  + glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))
                  + glob.glob(os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so")))
strings = [
    "GetDevicePtr()",                     # MS_EXCEPTION_IF_NULL(GetDevicePtr()) -> "The pointer[GetDevicePtr()] is null."
    "The device address type is wrong",   # "...: type name in address:CPU, type name in context:Ascend"
    "CopyDeviceToHost",                   # the Ascend device address copying device memory to the host
]
print("mindspore", ms.__version__)
print("Ascend plugin files:", sorted(os.path.basename(p) for p in binaries if "ascend" in p) or "none in this wheel")
where = {s: [] for s in strings}
for path in binaries:  # one file at a time
    with open(path, "rb") as f:
        data = f.read()
    for s in strings:
        if s.encode() in data:
            where[s].append(os.path.basename(path))
    del data
for s in strings:
    print(f"{s!r}:", ", ".join(where[s]) if where[s] else "NOT found")
