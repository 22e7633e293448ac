# Which shared libraries MindSpore's extension module needs from the SYSTEM (not shipped in the wheel), and
# whether the loader finds them here: `ldd` on mindspore/_c_expression*.so. A minimal Docker image or another
# distribution without one of these gives "ImportError: <name>: cannot open shared object file" at import.
import glob
import os
import importlib.util
import shutil
import subprocess

ms_dir = os.path.dirname(importlib.util.find_spec("mindspore").origin)
ext = sorted(glob.glob(os.path.join(ms_dir, "_c_expression*.so")))
if not ext or not shutil.which("ldd"):
    print("not available (no _c_expression or no ldd)")
else:
    out = subprocess.run(["ldd", ext[0]], capture_output=True, text=True).stdout
    system, missing = set(), []
    for line in out.splitlines():
        name, _, where = line.strip().partition(" => ")
        if "not found" in where:
            missing.append(name)
        elif where.startswith("/") and ms_dir not in where and "site-packages" not in where:
            system.add(name)
    print("mindspore/_c_expression needs from the system:", sorted(system))
    print("not found:", missing or "none")
