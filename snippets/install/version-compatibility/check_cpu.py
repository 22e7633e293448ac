# How to check a CPU installation: the official verification call, then what pip has installed.
# Same as running in a shell:
#   python -c "import mindspore; mindspore.run_check()"
#   pip show mindspore          (the distribution may be named mindspore-gpu / mindspore-dev instead)
import os
import subprocess
import sys
from importlib import metadata

import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.run_check()

name = next(d.metadata["Name"] for d in metadata.distributions()
            if (d.metadata["Name"] or "").lower().replace("_", "-") in
            ("mindspore", "mindspore-gpu", "mindspore-ascend", "mindspore-dev", "mindspore-cpu"))
env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1")
out = subprocess.run([sys.executable, "-m", "pip", "show", name], env=env,
                     capture_output=True, text=True, timeout=120).stdout
print(f"$ pip show {name}")
for line in out.splitlines():
    if line.split(":")[0] in ("Name", "Version", "Requires"):
        print(line)
