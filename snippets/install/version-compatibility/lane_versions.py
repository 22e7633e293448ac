# What this MindSpore installation itself declares: its version, the Python and numpy it runs with,
# the wheel's Requires-Python / Requires-Dist (package metadata, the same data pip uses to resolve),
# and the CANN / CUDA versions its own start-up version check accepts (read from the installed
# mindspore/run_check/_check_version.py, without running the check: this machine has no Ascend or GPU).
import ast
import sys
from importlib import metadata
from pathlib import Path

import numpy
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)
print("mindspore.__version__:", ms.__version__)
print("python:", ".".join(map(str, sys.version_info[:3])))
print("numpy:", numpy.__version__)

# The wheel's distribution name differs by build (mindspore, mindspore-gpu, mindspore-dev ...).
dist = next(d for d in metadata.distributions()
            if d.metadata["Name"] and d.metadata["Name"].lower().replace("_", "-").startswith("mindspore")
            and (d.read_text("top_level.txt") or "mindspore").split()[0] == "mindspore")
print("distribution:", dist.metadata["Name"], dist.version)
print("Requires-Python:", dist.metadata["Requires-Python"])
for req in sorted(dist.requires or []):
    print("Requires-Dist:", req)

# self.version = [...] in AscendEnvChecker.__init__ / GPUEnvChecker.__init__
src = Path(ms.__file__).parent / "run_check" / "_check_version.py"
tree = ast.parse(src.read_text(encoding="utf-8"))
for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
    if cls.name not in ("AscendEnvChecker", "GPUEnvChecker"):
        continue
    for node in ast.walk(cls):
        if (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Attribute)
                and node.targets[0].attr == "version"):
            what = "CANN compiler/version.info" if cls.name == "AscendEnvChecker" else "CUDA runtime"
            print(f"{cls.name} accepts {what}:", ast.literal_eval(node.value))
            break
