# What is installed: MindSpore (under whichever distribution name it was installed) and the MindSpore suites.
# Reads package metadata only (the same data `pip list` shows); nothing is imported except mindspore itself.
import sys
from importlib import metadata

import mindspore as ms

print("python:", ".".join(map(str, sys.version_info[:3])))
print("mindspore.__version__:", ms.__version__)
for dist in ("mindspore", "mindspore-gpu", "mindspore-ascend", "mindspore-dev",
             "mindcv", "mindyolo", "mindnlp", "mindformers"):
    try:
        print(f"pip distribution {dist:<17} {metadata.version(dist)}")
    except metadata.PackageNotFoundError:
        print(f"pip distribution {dist:<17} (not installed)")
