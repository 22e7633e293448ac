# No GPU here. MindSpore's wheels ship their GPU plugin (1.10: the GPU wheel itself; 2.x CPU wheels also carry
# plugin/libmindspore_gpu*.so), so we can look in the binaries for the out-of-memory messages this page explains
# (wording from the public reports it links) and see which of them each version contains.
# This shows what each version's code can print, not what happens on a GPU.
import glob
import mmap
import os

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
gpu = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_gpu*.so*")))
files = sorted(set(gpu + glob.glob(os.path.join(lib, "libmindspore*.so*"))))   # + backend / memory pool
messages = [
    # CUDA runtime calls that fail with "out of memory" (the CUDA error text follows "ret[2], ")
    "cudaStreamCreateWithFlags failed, ret[",   # creating a stream (the run_check report)
    "cudaStreamCreate failed, ret[",            # the same, older wording
    "cudaMalloc failed, ret[",                   # device memory for the memory pool
    "cudaHostAlloc failed, ret[",                # pinned host memory (the WSL2 dataset report)
    # the memory pool's own refusal and what the failed request raises
    "is more than total mem size",
    "Malloc for kernel output failed, Memory isn't enough, node:",
    "Memory isn't enough and alloc failed, kernel name: ",
]
found = {m: False for m in messages}
for path in files:
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
        for m in messages:
            if not found[m] and data.find(m.encode()) >= 0:
                found[m] = True
print("mindspore", ms.__version__)
print("GPU plugin files:", [os.path.basename(p) for p in gpu] or "none")
for m in messages:
    print(f"{'found    ' if found[m] else 'NOT found'} {m!r}")
