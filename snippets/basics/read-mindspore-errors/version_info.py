# Which MindSpore is this script really running? Everything a forum question needs about the environment.
import importlib.metadata
import platform
import sys

import mindspore as ms

print("mindspore.__version__:", ms.__version__)
print("imported from:", ms.__file__)                       # which installation: catches "wrong environment"
print("python:", platform.python_version(), "at", sys.executable)
# What `pip show <name>` reads. MindSpore is published under several names: a GPU build of 1.x is "mindspore-gpu",
# a daily build "mindspore-dev"; `pip show mindspore` finds only the one called "mindspore".
for name in ("mindspore", "mindspore-gpu", "mindspore-ascend", "mindspore-dev"):
    try:
        print(f"installed distribution: {name} {importlib.metadata.version(name)}")
    except importlib.metadata.PackageNotFoundError:
        print(f"installed distribution: {name} (not installed)")
print("numpy:", importlib.metadata.version("numpy"))
print("has mindspore.runtime (launch_blocking):", hasattr(ms, "runtime"))   # 1.10 and 2.0 have no mindspore.runtime
print("device_target:", ms.get_context("device_target"))
MODES = {ms.GRAPH_MODE: "GRAPH_MODE", ms.PYNATIVE_MODE: "PYNATIVE_MODE"}
print("mode, as this version starts (never set here):", MODES[ms.get_context("mode")])

ms.set_context(mode=ms.PYNATIVE_MODE)      # explicit from here on: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE
print("\n--- mindspore.run_check():")
ms.run_check()
