# No Ascend here. MindSpore's CPU wheels (2.0 and later) still ship the Ascend plugin: see which AICPU kernels MindSpore
# brings itself (besides those of CANN) and which wording of a failed kernel launch each version's plugin carries.
# This shows what the package contains, not what happens on a card. (The 1.10 lane is the GPU wheel: no Ascend plugin.)
import glob
import json
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
print("mindspore", ms.__version__)
# MindSpore's own AICPU kernels: one library in 2.0, a custom op package with an op list in later versions
own = sorted(os.path.relpath(p, lib) for p in glob.glob(os.path.join(lib, "plugin", "ascend", "*aicpu*")))
print("MindSpore's own AICPU kernels:", own or "none in this wheel")
for cfg in glob.glob(os.path.join(lib, "plugin", "ascend", "custom_aicpu_ops", "op_impl", "cpu", "config", "*.json")):
    with open(cfg) as f:
        ops = json.load(f)
    print(f"{os.path.basename(cfg)}: {len(ops)} operators, engine {sorted({o['opInfo']['engine'] for o in ops.values()})}")
    print("  first five:", sorted(ops)[:5])
binaries = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))
                  + glob.glob(os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so"))
                  # the kernel actor that reports a failed launch: libmindspore_backend.so in 2.0, ms_backend later
                  + glob.glob(os.path.join(lib, "libmindspore_backend.so"))
                  + glob.glob(os.path.join(lib, "libmindspore_ms_backend.so")))
strings = [
    "Kernel error:",                # the heading of a failed launch in 2.x (then "Launch kernel failed: <node>")
    "Launch kernel failed: ",
    "Run task for graph:",          # graph mode in 2.0: "Run task for graph:kernel_graph_N error!"
    "aicpu exception",
]
found = set()
for path in binaries:  # one file at a time: a string counts as found if any file has it
    with open(path, "rb") as f:
        data = f.read()
    found.update(s for s in strings if s.encode() in data)
    del data
if binaries:
    for s in strings:
        print(f"{s!r}: {'found' if s in found else 'NOT found'}")
