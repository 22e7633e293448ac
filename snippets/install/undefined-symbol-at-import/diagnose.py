# How to see which copy of a native library a process really uses: after `import mindspore`, list the files
# mapped into this process (/proc/self/maps) for the libraries that conflicts come from. Run the same lines in the
# failing setup (a Jupyter cell, after the imports that come before mindspore there) and compare the paths.
import os
import mindspore  # noqa: F401  (loads MindSpore's own native libraries)

watch = ("libdnnl", "libmkldnn", "libgomp", "libiomp", "libomp", "libstdc++", "libprotobuf", "libssl", "libcrypto")
seen = {}
for line in open("/proc/self/maps"):
    path = line.split()[-1]
    name = os.path.basename(path)
    if path.startswith("/") and name.startswith(watch):
        seen.setdefault(name.split(".so")[0], set()).add(path)
for lib in sorted(seen):
    print(f"{lib}: {len(seen[lib])} file(s)")
    for p in sorted(seen[lib]):
        print("   ", p)
