# What this MindNLP environment holds, and which MindSpore the installed mindnlp wheel declares it accepts.
import importlib.metadata as md

print("mindspore", md.version("mindspore"))
print("mindnlp", md.version("mindnlp"))
print("mindnlp requires:", [r for r in md.requires("mindnlp") if r.startswith("mindspore")])

import mindnlp  # noqa: E402  (imports fine on the paired MindSpore)
import torch    # noqa: E402  (MindNLP's bundled torch stand-in)
print("import mindnlp: ok; torch ->", torch.__file__.split("site-packages/")[1], torch.__version__)
