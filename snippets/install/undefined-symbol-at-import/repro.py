# A "foreign" oneDNN loaded before MindSpore: build (with gcc, at run time) a stand-in libdnnl.so.N with the same
# soname as the copy MindSpore bundles, exporting every dnnl symbol of that copy EXCEPT the threadpool-interop API
# (what a oneDNN built for another threading runtime lacks). A child process loads it first (as LD_PRELOAD, a
# Jupyter kernel or another library would), then imports mindspore. The dynamic loader reuses the already-loaded
# library with that soname instead of MindSpore's own copy, and the import fails.
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
real = bundled[0]
soname = os.path.basename(real)
nm = subprocess.run(["nm", "-D", "--defined-only", real], capture_output=True, text=True).stdout
funcs = [ln.split()[-1] for ln in nm.splitlines() if len(ln.split()) == 3 and ln.split()[1] in "TW"]
keep = [s for s in funcs if "threadpool_interop" not in s and s not in ("_init", "_fini")]
print(f"MindSpore bundles {soname}; stand-in exports {len(keep)} of its {len(funcs)} functions "
      f"(left out: {sorted(x for x in set(funcs) - set(keep) if x.startswith('dnnl_'))[:2]} ...)")
with open("stub.c", "w") as f:
    f.writelines(f"void {s}(void) {{}}\n" for s in keep)
os.makedirs("foreign", exist_ok=True)
stub = os.path.abspath(os.path.join("foreign", soname))
subprocess.run(["gcc", "-shared", "-fPIC", "-o", stub, "stub.c", f"-Wl,-soname,{soname}"], check=True)

child = f"""
import ctypes, traceback
ctypes.CDLL({stub!r}, mode=ctypes.RTLD_GLOBAL)   # the foreign oneDNN is loaded first
try:
    import mindspore as ms, numpy as np
    print("import mindspore: ok")
    ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
    y = ms.ops.relu(ms.Tensor(np.array([-1.0, 2.0], np.float32))).asnumpy()
    print("first op:", y)
except ImportError:
    traceback.print_exc()
except Exception as e:              # some versions load the library that needs oneDNN only at the first op
    print("first op:", type(e).__name__, str(e).strip().splitlines()[0][:200])
# diagnosis: which libdnnl copies does this process hold?
paths = sorted({{ln.split()[-1] for ln in open('/proc/self/maps') if 'libdnnl' in ln}})
print('libdnnl loaded from:', paths)
"""
r = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, env=dict(os.environ))
print("child exit code:", r.returncode, flush=True)
log = [ln for ln in r.stderr.splitlines() if ln.startswith(("[ERROR] ME", "[WARNING] ME"))]
if log:
    print(f"({len(log)} MindSpore log lines omitted)", flush=True)
print("\n".join(ln for ln in r.stderr.strip().splitlines() if ln not in log), file=sys.stderr, flush=True)
print(r.stdout.strip())
