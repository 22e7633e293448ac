# Which MindSpore and suite versions this environment holds, and what MindCV's package metadata asks of MindSpore.
# Run it in your own environment to compare with MindCV's compatibility table.
from importlib import metadata

import mindspore as ms
import mindcv

print("mindspore", ms.__version__, "| mindcv", mindcv.__version__)
for dist in ("mindspore", "mindcv", "mindyolo", "mindocr", "numpy"):
    try:
        print(f"{dist:<10} {metadata.version(dist)}")
    except metadata.PackageNotFoundError:
        print(f"{dist:<10} not installed")
requires = metadata.requires("mindcv") or []
print("mindcv requires:", requires)
print("mindcv declares a mindspore requirement:", any(r.lower().startswith("mindspore") for r in requires))
