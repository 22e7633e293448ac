# No Ascend here, but MindSpore's CPU wheels (2.0 and later) ship the Ascend plugin. Look in its binaries for the
# official FAQ's wording "Stream isn't enough" and for the stream-assignment code that reads the device's stream
# limit, to see which MindSpore build contains them. This shows what the code contains, not what it does on a card.
# (The 1.10 lane is the GPU wheel: no Ascend plugin.)
import glob
import mmap
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
files = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))
               + glob.glob(os.path.join(lib, "plugin", "ascend", "*.so")))
strings = [
    "Stream isn't enough",                       # the FAQ's quoted error
    "AscendStreamAssign::max_stream_count_: ",   # stream assignment logs the device's stream limit
    "call rtGetMaxStreamAndTask failed.",        # ... read from the CANN runtime
    "ge.streamMaxParallelNum",                   # the GE option for parallel streams per engine
]
print("mindspore", ms.__version__)
print("Ascend plugin files:", len(files))
found = {s: [] for s in strings}
for path in files:
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
        for s in strings:
            if data.find(s.encode()) >= 0:
                found[s].append(os.path.relpath(path, lib))
for s in strings:
    print(f"{s}: {', '.join(sorted(found[s])) if found[s] else 'NOT found'}")
