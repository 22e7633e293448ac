# Which OpenMP runtimes end up in one process, and what MindSpore itself does about libgomp at import.
# 1. After `import mindspore` plus other packages that bring their own OpenMP (here: mindquantum, installed on every
#    lane of this site, bundles a renamed libgomp copy; scipy is imported too), list the OpenMP libraries mapped into
#    the process. Two copies of libgomp (or libgomp + libiomp5/libomp) are what the TLS error and Intel's
#    "OMP: Error #15" come from.
# 2. Print the lines of MindSpore's own import-time check that mention libgomp (from the installed source).
import importlib
import inspect
import os
import re

import mindspore

for mod in ("numpy", "scipy.linalg", "mindquantum"):
    try:
        importlib.import_module(mod)
        print("imported", mod)
    except Exception as e:  # noqa: BLE001
        print("cannot import", mod, "-", type(e).__name__)

# sorted by file name: the order must not depend on where the checkout (and its virtualenvs) lives
runtimes = sorted({ln.split()[-1] for ln in open("/proc/self/maps") if re.search(r"/lib(gomp|iomp5|omp)[^/]*\.so", ln)},
                  key=os.path.basename)
print(f"OpenMP runtime files mapped: {len(runtimes)}")
for p in runtimes:
    print("   ", p)

from mindspore.run_check import _check_version  # noqa: E402

src = inspect.getsource(_check_version.check_version_and_env_config).splitlines()
hits = [i for i, ln in enumerate(src) if "gomp" in ln]
print("mindspore/run_check/_check_version.py, check_version_and_env_config():")
if hits:
    for ln in src[max(hits[0] - 2, 0):hits[-1] + 2]:
        print("   ", ln.rstrip())
else:
    print("    (no line mentions libgomp)")
