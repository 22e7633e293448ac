# No Ascend and no second card here. On CPU, read what each MindSpore version says about releasing the collective
# communication resources (HCCL on Ascend): the docstring of mindspore.communication.release(), whether the newer
# mindspore.mint.distributed.destroy_process_group exists, and which teardown messages the Ascend plugin carries.
# This shows what the package contains, not what happens when a multi-card job exits on a card.
import glob
import os

import mindspore as ms
import mindspore.communication as comm

print("mindspore", ms.__version__)
doc = " ".join((comm.release.__doc__ or "").split())
print("release():", doc.split(" Raises:")[0].split(" The user needs")[0])
try:
    import mindspore.mint.distributed as dist
except ImportError:
    print("mindspore.mint.distributed: not in this version")
else:
    print("mint.distributed.destroy_process_group:", "available" if hasattr(dist, "destroy_process_group") else "no")

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
binaries = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))
                  + glob.glob(os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so"))
                  + glob.glob(os.path.join(lib, "plugin", "ascend", "libd_collective.so"))
                  + glob.glob(os.path.join(lib, "libmindspore_ge_backend.so")))
strings = ["Hccl destroy failed.", "Hccl destroy successful."]
found = {s: [] for s in strings}
for path in binaries:  # one file at a time
    with open(path, "rb") as f:
        data = f.read()
    for s in strings:
        if s.encode() in data:
            found[s].append(os.path.basename(path))
    del data
print("Ascend plugin files:", [os.path.basename(p) for p in binaries] or "none in this wheel")
for s in strings:
    print(f"{s!r}:", ", ".join(found[s]) if found[s] else "NOT found")
