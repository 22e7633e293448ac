# Fix / check: import the complete installed package. The same Python-only copy as in repro.py exists, but it
# is not on sys.path; find_spec shows where `mindspore` and its compiled `_c_expression` module come from
# before anything is imported, then the import succeeds and a small computation runs.
import importlib.util
import os
import shutil
import sys
import sysconfig

installed = os.path.join(sysconfig.get_paths()["purelib"], "mindspore")
pyver = "python%d.%d" % sys.version_info[:2]
broken_site = os.path.join(os.getcwd(), "env", "lib", pyver, "site-packages")
shutil.copytree(installed, os.path.join(broken_site, "mindspore"), ignore=lambda d, names: [
    n for n in names if n in ("__pycache__", "lib", "include")
    or (os.path.isfile(os.path.join(d, n)) and not n.endswith(".py"))])

spec = importlib.util.find_spec("mindspore")
print("'mindspore' will be imported from:", spec.origin)
pkg = os.path.dirname(spec.origin)
print("_c_expression files there:", sorted(n for n in os.listdir(pkg) if n.startswith("_c_expression")), flush=True)

import numpy as np  # noqa: E402
import mindspore as ms  # noqa: E402

ms.set_context(mode=ms.PYNATIVE_MODE)
print("imported", ms.__version__, "| _c_expression:", os.path.basename(ms._c_expression.__file__))
print(ms.Tensor(np.array([1.0, 2.0], np.float32)) * 2)
