# Fix: run from a directory that has no `mindspore` folder in it (go up or down one level, or rename the
# folder). The same source copy as in repro.py now sits one level down, in checkout/mindspore; the script
# runs from the level above, so `import mindspore` finds the installed package.
import importlib.util
import os
import shutil
import sys
import sysconfig

installed = os.path.join(sysconfig.get_paths()["purelib"], "mindspore")
shutil.copytree(installed, os.path.join("checkout", "mindspore"), ignore=lambda d, names: [
    n for n in names if n in ("version.py", "__pycache__", "lib", "include")
    or (os.path.isfile(os.path.join(d, n)) and not n.endswith(".py"))])

print("sys.path[0]:", sys.path[0], "| contains a mindspore folder:", os.path.isdir("mindspore"))
print("'mindspore' will be imported from:", importlib.util.find_spec("mindspore").origin, flush=True)
import mindspore as ms  # noqa: E402

print("imported", ms.__version__, "from", os.path.dirname(ms.__file__))
