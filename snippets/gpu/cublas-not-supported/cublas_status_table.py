# No GPU here. When a cuBLAS call fails, MindSpore's GPU plugin prints "| Error Number: N <status>: <text>" from a
# table compiled into the plugin: this prints that table from the installed package, and which GEMM failure
# messages carry the fixed hint "Possible reasons: the GPU is occupied by other processes." (it is printed whatever
# the status is). It shows what each version's binary contains, not what happens on a card.
import glob
import mmap
import os
import re

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
plugins = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_gpu.so*")))
print("mindspore", ms.__version__)
print("GPU plugin files:", [os.path.basename(p) for p in plugins])
path = plugins[-1]  # the plugins of one version carry the same table; read the newest CUDA build's
with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
    table = sorted({m.decode() for m in re.findall(rb"CUBLAS_STATUS_[A-Z_]+: [^\x00]{5,200}", data)})
    hinted = sorted({m.decode() for m in re.findall(
        rb"(cublas\w+) failed\. Possible reasons: the GPU is occupied by other processes\.", data)})
print(f"\nstatus texts in {os.path.basename(path)}:")
for line in table:
    print(" ", line.rstrip())
print("\nGEMM calls whose failure message adds 'the GPU is occupied by other processes':", hinted)
