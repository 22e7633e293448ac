# The same foreign libdnnl stand-in as repro.py, two ways in child processes:
#  1. put in LD_PRELOAD                         -> the problem again (remove it from LD_PRELOAD to fix)
#  2. mindspore imported first, stand-in after  -> MindSpore has already bound its own copy, import and an op work
import glob
import os
import shutil
import subprocess
import sys
import importlib.util

ms_lib = os.path.join(os.path.dirname(importlib.util.find_spec("mindspore").origin), "lib")
bundled = sorted(glob.glob(os.path.join(ms_lib, "libdnnl.so.*")))
if not bundled or not (shutil.which("gcc") and shutil.which("nm")):
    print("not available (no bundled libdnnl or no gcc/nm)")
    sys.exit(0)
soname = os.path.basename(bundled[0])
nm = subprocess.run(["nm", "-D", "--defined-only", bundled[0]], capture_output=True, text=True).stdout
keep = [ln.split()[-1] for ln in nm.splitlines() if len(ln.split()) == 3 and ln.split()[1] in "TW"
        and "threadpool_interop" not in ln and ln.split()[-1] not in ("_init", "_fini")]
with open("stub.c", "w") as f:
    f.writelines(f"void {s}(void) {{}}\n" for s in keep)
os.makedirs("foreign", exist_ok=True)
stub = os.path.abspath(os.path.join("foreign", soname))
subprocess.run(["gcc", "-shared", "-fPIC", "-o", stub, "stub.c", f"-Wl,-soname,{soname}"], check=True)

load = f"import ctypes; ctypes.CDLL({stub!r}, mode=ctypes.RTLD_GLOBAL)"
use = ("import mindspore as ms, numpy as np; ms.set_context(mode=ms.PYNATIVE_MODE, device_target='CPU'); "
       "print('relu:', ms.ops.relu(ms.Tensor(np.array([-1.0, 2.0], np.float32))))")
for title, code, env in [("1. LD_PRELOAD=<foreign libdnnl>", use, dict(os.environ, LD_PRELOAD=stub)),
                         ("2. import mindspore first, then load it", f"import mindspore; {load}; {use}", None)]:
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    out = [ln for ln in (r.stdout + "\n" + r.stderr).splitlines() if ln.startswith(("relu:", "ImportError", "RuntimeError"))]
    # the install's path out before cutting the line: the cut must not depend on where the environment lives
    last = out[-1].replace(os.path.dirname(os.path.dirname(ms_lib)), "<site-packages>") if out else "(no output)"
    print(f"{title}: exit {r.returncode}: {last[:160]}")
