# "libgomp.so.1: cannot allocate memory in static TLS block", reproduced on x86-64.
# libgomp keeps thread-local data of the initial-exec model: a library like that, when it is dlopen()ed after the
# program started (as `import mindspore` does), must fit into the small static-TLS reserve glibc set aside at start.
# On aarch64 the reserve is often used up by libraries imported before mindspore (sklearn, torch, cv2 ...).
# Here a child process first loads stand-in libraries (built with gcc at run time) whose only content is
# initial-exec TLS, until the reserve is (almost) full, then imports mindspore.
import os
import re
import shutil
import subprocess
import sys

import mindspore  # noqa: F401  (so that this process shows which libgomp MindSpore uses)

if not shutil.which("gcc"):
    print("not available (no gcc)")
    sys.exit(0)
sizes = [1024, 512, 256, 128, 64, 32, 16]
for n in sizes:
    with open(f"tls{n}.c", "w") as f:
        f.write(f'__attribute__((tls_model("initial-exec"))) __thread char block[{n}];\n'
                'char *get_block(void) { return block; }\n')
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", f"libtls{n}.so", f"tls{n}.c"], check=True)
libgomp = sorted({ln.split()[-1] for ln in open("/proc/self/maps") if re.search(r"/libgomp[^/]*\.so", ln)})
print("libgomp used by MindSpore in this process:", libgomp, flush=True)

fill = f"""
import ctypes, os
for n in {sizes!r}:          # take what fits: leaves less than 16 bytes of the reserve
    try:
        ctypes.CDLL(os.path.abspath(f'libtls{{n}}.so'))
    except OSError:
        pass
"""
imp = "import mindspore as ms; print('import mindspore: ok', ms.__version__)"
probe = """
try:
    ctypes.CDLL('libgomp.so.1')      # what MindSpore 2.x does first at import (see runtimes.py)
    print('ctypes.CDLL(libgomp.so.1): ok')
except OSError as e:
    print('ctypes.CDLL(libgomp.so.1): OSError:', e)
"""


def run(title, code, env=None, show_traceback=False):
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    if show_traceback and "Traceback" in r.stderr:     # the child's traceback, as a reader would see it
        print(r.stderr[r.stderr.index("Traceback"):].rstrip(), file=sys.stderr, flush=True)
    lines = [ln for ln in (r.stdout + r.stderr).splitlines()
             if "TLS" in ln or "ok" in ln or ln.startswith("ImportError")]
    print(f"--- {title}: exit code {r.returncode}", flush=True)
    for ln in lines:
        print("   ", ln[:400], flush=True)


run("static TLS reserve filled, then import mindspore", fill + probe + imp, show_traceback=True)
if libgomp:
    run("same, with LD_PRELOAD=<libgomp>", fill + imp, dict(os.environ, LD_PRELOAD=libgomp[0]))
run("import mindspore first, then fill the reserve", imp + "\n" + fill + "\nprint('import mindspore: ok, then the rest loaded')")
