# Reproducer: pip refuses a wheel built for another Python version.
# The wheel's file name says cp310 (CPython 3.10); this interpreter is another version, so pip rejects the
# file by its name alone. The wheel here is an empty file with that name: pip never opens it.
# No network: pip is isolated from any pip.conf / PIP_* settings and looks only in the local folder.
import os
import subprocess
import sys

import pip

os.makedirs("wheels", exist_ok=True)
wheel = "wheels/mindspore-2.10.0-cp310-cp310-linux_x86_64.whl"
open(wheel, "wb").close()

env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
env.update(PIP_CONFIG_FILE=os.devnull, PIP_DISABLE_PIP_VERSION_CHECK="1")
print(f"this interpreter: Python {sys.version_info.major}.{sys.version_info.minor}, pip {pip.__version__}", flush=True)
cmd = [sys.executable, "-m", "pip", "install", "--no-index", "--find-links", "wheels",
       "--dry-run", "--no-deps", "--ignore-installed", wheel]
print("$ pip install", wheel, flush=True)
rc = subprocess.run(cmd, env=env).returncode          # pip prints its ERROR line on stderr
print("pip exit status:", rc)
if rc:
    # Fail the way an install script or CI step does, so the run records the failure, not just a print.
    raise subprocess.CalledProcessError(rc, "pip install")
