# Which cuDNN (and CUDA runtime / NVRTC) a GPU build of MindSpore was linked against, read from its binaries:
# every cuDNN function it calls is recorded with a version tag (`cudnnXxx@libcudnn.so.8`), and at load time the
# library found must export that function under that tag, else "undefined symbol: cudnnXxx, version libcudnn.so.N".
# Runs anywhere: readelf only reads the files (no GPU needed). Nothing is loaded.
import collections
import glob
import importlib.metadata
import importlib.util
import os
import re
import subprocess

for dist in ("mindspore", "mindspore-gpu", "mindspore-dev"):
    try:
        print(f"installed: {dist} {importlib.metadata.version(dist)}")
    except importlib.metadata.PackageNotFoundError:
        pass
pkg = os.path.dirname(importlib.util.find_spec("mindspore").origin)

TAG = re.compile(r"\sUND\s+(\w+)@(lib(?:cudnn|cudart|nvrtc|cublas)\S*?)(?:\s|$)")
for path in sorted(glob.glob(os.path.join(pkg, "lib", "plugin", "libmindspore_gpu.so*"))):
    syms = subprocess.run(["readelf", "--dyn-syms", "-W", path], capture_output=True, text=True).stdout
    tags = collections.Counter()
    example = {}
    for m in TAG.finditer(syms):
        tags[m.group(2)] += 1
        example.setdefault(m.group(2), m.group(1))
        if m.group(1) == "cudnnGetFilterSizeInBytes":
            example["cudnnGetFilterSizeInBytes"] = f"{m.group(1)}@{m.group(2)}"
    print(f"\nlib/plugin/{os.path.basename(path)}: functions imported, by version tag")
    for tag, n in sorted(tags.items()):
        print(f"  @{tag:<20} {n:>4}   e.g. {example[tag]}")
    print("  cudnnGetFilterSizeInBytes is imported as:", example.get("cudnnGetFilterSizeInBytes", "(not imported)"))
