# Reproducer: a folder named `mindspore` in the directory the script runs from shadows the installed package.
# Here the folder is a copy of the installed package's Python sources only, as in a source checkout before it
# is built: no generated version.py, no compiled extension modules (.so). Python looks in the script's own
# directory (sys.path[0]) first, so `import mindspore` imports this folder instead of site-packages.
import importlib.util
import os
import shutil
import sys
import sysconfig

installed = os.path.join(sysconfig.get_paths()["purelib"], "mindspore")
shutil.copytree(installed, "mindspore", ignore=lambda d, names: [
    n for n in names if n in ("version.py", "__pycache__", "lib", "include")
    or (os.path.isfile(os.path.join(d, n)) and not n.endswith(".py"))])

print("sys.path[0]:", sys.path[0])
print("'mindspore' will be imported from:", importlib.util.find_spec("mindspore").origin)
print("has version.py:", os.path.exists("mindspore/version.py"),
      "| compiled modules:", [n for n in os.listdir("mindspore") if n.endswith(".so")], flush=True)
import mindspore  # noqa: E402  (fails inside the shadowing folder)
