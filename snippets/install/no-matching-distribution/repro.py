# Reproducer: `pip install mindspore==2.10.0` when the package index has 2.10.0 only for other Pythons/platforms.
# The "index" is a local folder of wheels (no network; pip.conf and PIP_* settings are ignored). The wheels are
# empty files: pip filters candidates by the tags in their file names before it opens any of them.
import os
import subprocess
import sys

import pip

os.makedirs("wheels", exist_ok=True)
for tags in ("cp310-cp310-linux_x86_64", "cp312-cp312-linux_x86_64", "cp311-cp311-linux_aarch64"):
    open(f"wheels/mindspore-2.10.0-{tags}.whl", "wb").close()
print("index folder:", *sorted(os.listdir("wheels")), sep="\n  ")

env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
env.update(PIP_CONFIG_FILE=os.devnull, PIP_DISABLE_PIP_VERSION_CHECK="1")
print(f"this interpreter: Python {sys.version_info.major}.{sys.version_info.minor}, pip {pip.__version__}")
print("$ pip install mindspore==2.10.0", flush=True)
rc = subprocess.run([sys.executable, "-m", "pip", "install", "--no-index", "--find-links", "wheels",
                     "--dry-run", "--no-deps", "--ignore-installed", "mindspore==2.10.0"], env=env).returncode
print("pip exit status:", rc)
if rc:
    # Fail the way an install script or CI step does, so the run records the failure, not just a print.
    raise subprocess.CalledProcessError(rc, "pip install")
