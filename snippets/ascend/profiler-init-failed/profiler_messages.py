# No Ascend here. MindSpore's CPU wheels (2.0 and later) ship the Ascend plugin, which starts CANN's profiling for
# mindspore.Profiler on a card. Per version: which wording of a failed profiling start the plugin carries (the one to
# search the log for), and MindSpore's own message for profiling already started from the command line (msprof).
# This shows what the package contains, not what happens on a card. (The 1.10 lane is the GPU wheel: no Ascend plugin.)
import glob
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
plugins = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*")))
print("mindspore", ms.__version__)
print("Ascend plugin files:", [os.path.basename(p) for p in plugins] or "none in this wheel")
strings = [
    "Failed to call aclprofInit function.",              # the wording in the official example (RuntimeError)
    "Failed call aclprofInit function. error_code : ",   # a later wording, with CANN's return code
    "Profiling command mode which is preferred is running, the api mode will not work.",
]
found = set()
for path in plugins:  # one file at a time: a string counts as found if any file has it
    with open(path, "rb") as f:
        data = f.read()
    found.update(s for s in strings if s.encode() in data)
    del data
for s in strings:
    print(f"{s!r}: {'found' if s in found else 'NOT found'}")
