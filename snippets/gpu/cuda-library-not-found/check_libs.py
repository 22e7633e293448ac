# What to check when a GPU build of MindSpore cannot load a CUDA library: which CUDA / cuDNN libraries the
# installed package's GPU plugin needs (ldd), and whether this machine's loader finds them. Runs anywhere:
# it only reads files (ldd does not run the library). This site's machine has no GPU and no NVIDIA driver.
import glob
import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess

for dist in ("mindspore", "mindspore-gpu", "mindspore-dev"):
    try:
        print(f"installed: {dist} {importlib.metadata.version(dist)}")
    except importlib.metadata.PackageNotFoundError:
        pass
pkg = os.path.dirname(importlib.util.find_spec("mindspore").origin)

# 1. the GPU plugin(s): 1.10's GPU wheel has one (lib/plugin/libmindspore_gpu.so); the 2.x wheels carry one per
#    CUDA version they were built for (libmindspore_gpu.so.<cuda version>)
NEEDED = re.compile(r"^\s*(lib(?:cu|nvrtc|nccl|mpi)\S*)\s+=>\s+(.*)$")
for plugin in sorted(glob.glob(os.path.join(pkg, "lib", "plugin", "libmindspore_gpu.so*"))):
    print(f"\nldd lib/plugin/{os.path.basename(plugin)}:")
    out = subprocess.run(["ldd", plugin], capture_output=True, text=True).stdout
    seen = set()
    for line in out.splitlines():
        m = NEEDED.match(line)
        if m and m.group(1) not in seen:             # ldd may list a library twice (direct and indirect)
            seen.add(m.group(1))
            where = "not found" if "not found" in m.group(2) else (
                "found (shipped inside mindspore)" if "/mindspore/" in m.group(2) else "found")
            print(f"  {m.group(1):<22} {where}")

# 2. which CUDA does the machine have? (driver: nvidia-smi; toolkit: nvcc; libraries the loader knows: ldconfig -p)
print()
print("nvidia-smi:", "on PATH" if shutil.which("nvidia-smi") else "not on PATH")
if shutil.which("nvcc"):
    release = [l for l in subprocess.run(["nvcc", "--version"], capture_output=True, text=True).stdout.splitlines()
               if "release" in l]
    print("nvcc --version:", release[0].strip() if release else "?")
else:
    print("nvcc: not on PATH")
cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout if shutil.which("ldconfig") else ""
found = [l.strip() for l in cache.splitlines() if re.search(r"lib(cuda|cudart|cublas|cudnn|nvrtc)\.so", l)]
print("ldconfig -p | grep -E 'libcuda|libcudart|libcublas|libcudnn|libnvrtc':")
print("\n".join("  " + l for l in found) or "  (nothing)")
print("LD_LIBRARY_PATH:", os.environ.get("LD_LIBRARY_PATH") or "(not set)")
