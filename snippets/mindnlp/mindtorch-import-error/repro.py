# The standalone MindTorch 0.4.0 wheel (PyPI) imported on MindSpore 2.7.2.
import importlib.metadata as md

import mindspore

print("mindspore", mindspore.__version__, "| mindtorch", md.version("mindtorch"))
print("mindtorch requires:", md.requires("mindtorch"))   # no mindspore pin at all; note tqdm==4.65.0
print("installs top-level mindtorch/__init__.py:",
      any(str(f) == "mindtorch/__init__.py" for f in md.files("mindtorch")))
import mindtorch  # noqa: E402
