# A folder named `mindspore` shadows the installed package only if it is a regular package (it has an
# __init__.py). A folder without one, like the top-level `mindspore/` of a 2.x source checkout (ccsrc, core,
# python, ...), is at most a namespace package, and Python prefers the installed regular package.
import importlib.util
import os

os.makedirs(os.path.join("mindspore", "ccsrc"), exist_ok=True)      # no __init__.py anywhere
print("./mindspore exists:", os.path.isdir("mindspore"), "| has __init__.py:", os.path.exists("mindspore/__init__.py"))
print("'mindspore' will be imported from:", importlib.util.find_spec("mindspore").origin, flush=True)
import mindspore as ms  # noqa: E402

print("imported", ms.__version__, "from", os.path.dirname(ms.__file__))
