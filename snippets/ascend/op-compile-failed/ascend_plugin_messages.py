# No Ascend here, but MindSpore's CPU wheels (2.0 and later) ship the Ascend plugin. Look in its binaries (and in the
# backend library that runs the operator-compile client) for the messages of this page, to see which MindSpore build
# can still print them. This shows what the code contains, not what it does on a card.
# (The 1.10 lane is the GPU wheel: no Ascend plugin there, only the backend library.)
import glob
import mmap
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
files = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))
               + glob.glob(os.path.join(lib, "plugin", "ascend", "*.so"))
               + glob.glob(os.path.join(lib, "libmindspore_backend*.so"))
               + glob.glob(os.path.join(lib, "libmindspore_hardware_abstract.so")))
strings = [
    # kernel selection on Ascend: no AI CORE / AI CPU kernel fits (FAQ operators_compile, question 14)
    "Can not select a valid kernel info for [",
    "Can not find any available kernel info for: ",
    "Kernel Select Failed",
    # the client of the operator-compile process (the official error case "Response is empty")
    "Response is empty",
    "Try to send request before Open()",
]
print("mindspore", ms.__version__)
print("Ascend plugin in this wheel:", bool(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))))
found = {s: [] for s in strings}
for path in files:
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
        for s in strings:
            if data.find(s.encode()) >= 0:
                found[s].append(os.path.relpath(path, lib))
for s in strings:
    print(f"{s!r}: {', '.join(sorted(set(found[s]))) if found[s] else 'NOT found'}")
