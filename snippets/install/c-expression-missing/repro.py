# Reproducer: a MindSpore package folder that has every Python file (version.py included) but no compiled
# extension modules (_c_expression*.so, lib/): what an interrupted or mixed-up install, or a wheel built for
# another platform, leaves behind. The copy sits in a site-packages-like folder that comes first on sys.path.
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
sys.path.insert(0, broken_site)

pkg = os.path.join(broken_site, "mindspore")
print("'mindspore' will be imported from:", importlib.util.find_spec("mindspore").origin)
print("has version.py:", os.path.exists(os.path.join(pkg, "version.py")),
      "| _c_expression files:", sorted(n for n in os.listdir(pkg) if n.startswith("_c_expression")), flush=True)
import mindspore  # noqa: E402  (fails: the package has no compiled _c_expression module)
