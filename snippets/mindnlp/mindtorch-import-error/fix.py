# The mindtorch that MindNLP 0.5.1 bundles, on the MindSpore MindNLP pairs it with (2.7.0): it imports and computes.
import importlib.metadata as md

import mindspore

print("mindspore", mindspore.__version__, "| mindnlp", md.version("mindnlp"))
# MindNLP's wheel installs a top-level package with the same name, mindtorch/ (so the two wheels collide)
print("mindnlp installs top-level mindtorch/__init__.py:",
      any(str(f) == "mindtorch/__init__.py" for f in md.files("mindnlp")))
print("datasets requires:", [r for r in md.requires("datasets") if r.startswith("tqdm")])
import mindnlp  # noqa: E402  (puts its mindtorch behind `import torch`)
import torch    # noqa: E402

print("torch ->", torch.__file__.split("site-packages/")[1], torch.__version__)
print(torch.tensor([1.0, 2.0]) * 2)
