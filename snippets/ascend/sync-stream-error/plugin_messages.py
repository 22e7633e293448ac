# No Ascend here. MindSpore's CPU wheels (2.0 and later) still ship the Ascend plugin: look in its binaries for the
# messages of a task that failed on the device, to see which wording each version can print and whether it knows
# the MS_DEV_LAUNCH_BLOCKING switch. This shows what the code contains, not what happens on a card.
# (The 1.10 lane is the GPU wheel: no Ascend plugin.)
import glob
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
binaries = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))
                  + glob.glob(os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so")))
strings = [
    "Sync stream error!",                    # RuntimeError when synchronising the stream fails
    "Sync stream failed",
    "Run task for graph:",                   # graph mode: "Run task for graph:kernel_graph_N error!"
    "run task error!",
    "Run task failed",
    "Task fail infos task_id: ",             # the log line naming the failed task ...
    "Dump node (",                           # ... and the node (Default/Add-op8) with its Python source line
    "GetNext error may be caused by slow data processing",
    "MS_DEV_LAUNCH_BLOCKING",                # the synchronous-launch switch
]
print("mindspore", ms.__version__)
print("Ascend plugin files:", [os.path.basename(p) for p in binaries] or "none in this wheel")
found = set()
for path in binaries:  # one file at a time: a string counts as found if any file has it
    with open(path, "rb") as f:
        data = f.read()
    found.update(s for s in strings if s.encode() in data)
    del data
if binaries:
    for s in strings:
        print(f"{s!r}: {'found' if s in found else 'NOT found'}")
