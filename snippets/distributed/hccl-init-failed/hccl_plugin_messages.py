# No Ascend here, but MindSpore's CPU wheels (2.0 and later) ship the Ascend plugin. Look in the binaries for the
# messages that the HCCL initialisation failures on this page print (quoted from the public reports it shows), to see
# which version's build can print which wording. This shows what the code contains, not what it does on a card.
# (The 1.10 lane is the GPU wheel: it has no Ascend plugin.)
import glob
import mmap
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
patterns = ["plugin/ascend/*.so*", "plugin/libmindspore_ascend.so*", "plugin/libmindspore_ops_ascend.so",
            "libmindspore_hardware_abstract.so", "libmindspore_cpu.so", "libmindspore_backend.so",
            "libmindspore_ms_backend.so"]
files = sorted({p for pat in patterns for p in glob.glob(os.path.join(lib, pat)) if os.path.isfile(p)})
strings = [
    "Ascend collective communication initialization failed",   # RuntimeError of init() in the reports
    "Init hccl graph adapter failed",                            # "Framework Error Message" in the reports
    "Ascend kernel runtime initialization failed",               # the FAQ's EJ0001 example
    "HcclCommInitRootInfo",                                      # HCCL call that creates a communicator
    "HCCL_CONNECT_TIMEOUT",                                      # the link-setup timeout variable
    # FAQ (msrun + HCCL): the wording it quotes, and the part of it that later versions kept
    "Failed to fetch the unique id of the collective lib from the meta server node",
    "Failed to fetch the unique id of the collective lib from the meta server",
]
print("mindspore", ms.__version__)
print("Ascend plugin in this wheel:", bool(glob.glob(os.path.join(lib, "plugin", "*ascend*"))))
found = {s: [] for s in strings}
for path in files:
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
        for s in strings:
            if data.find(s.encode()) != -1:
                found[s].append(os.path.relpath(path, lib))
for s in strings:
    print(f"{s!r}: {', '.join(found[s]) if found[s] else 'NOT found'}")
