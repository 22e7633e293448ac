# Another variant of the same shape: two MindSpore installs mixed in one process. A child loads the libmindspore_core.so
# of ANOTHER MindSpore version first (here: the version lanes this repository keeps side by side), then imports
# this version. Its libraries bind to the foreign core library (same soname) and a C++ symbol is missing.
import glob
import os
import shutil
import subprocess
import sys
import importlib.util

here = os.path.join(os.path.dirname(importlib.util.find_spec("mindspore").origin), "lib")
root = here
while root != "/" and not os.path.isdir(os.path.join(root, ".venv-ms2.0")):
    root = os.path.dirname(root)
donor = None
for lane in (".venv-ms2.0", ".venv"):          # 2.0's core library; on the 2.0 lane itself, 2.10's
    hits = glob.glob(os.path.join(root, lane, "lib", "python3.*", "site-packages", "mindspore", "lib",
                                  "libmindspore_core.so"))
    if hits and not os.path.samefile(os.path.dirname(hits[0]), here):
        donor = hits[0]
        break
if donor is None:
    print("not available (no other MindSpore version found beside this one)")
    sys.exit(0)
print("loaded first:", os.path.relpath(donor, root))
child = f"import ctypes; ctypes.CDLL({donor!r}, mode=ctypes.RTLD_GLOBAL); import mindspore; print('import ok')"
r = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True)
print("child exit code:", r.returncode)
last = (r.stdout + r.stderr).strip().splitlines()[-1]
print(last)
symbol = last.rsplit("undefined symbol: ", 1)[-1]
if "undefined symbol" in last and shutil.which("c++filt"):
    demangled = subprocess.run(["c++filt", symbol], capture_output=True, text=True).stdout.strip()
    print("c++filt:", demangled[:150])
