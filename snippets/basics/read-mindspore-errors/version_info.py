# Which MindSpore is this script really running? Everything a forum question needs about the environment.
import importlib.metadata
import platform
import sys

import mindspore as ms

print("mindspore.__version__:", ms.__version__)
print("imported from:", ms.__file__)                       # which installation: catches "wrong environment"
print("python:", platform.python_version(), "at", sys.executable)
dist = importlib.metadata.distribution("mindspore")         # what `pip show mindspore` reads
print("installed distribution:", dist.metadata["Name"], dist.version)
print("numpy:", importlib.metadata.version("numpy"))
print("device_target:", ms.get_context("device_target"))
print("mode:", {ms.GRAPH_MODE: "GRAPH_MODE", ms.PYNATIVE_MODE: "PYNATIVE_MODE"}[ms.get_context("mode")])

print("\n--- mindspore.run_check():")
ms.run_check()
