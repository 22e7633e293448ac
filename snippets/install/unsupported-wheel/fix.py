# Fix: install the wheel whose tags match this interpreter (here cp<major><minor>, linux_x86_64).
# The wheel is built locally with a minimal, valid structure (only its name and metadata matter to pip);
# `--dry-run` resolves it without installing anything. No network, no pip.conf.
import os
import subprocess
import sys
import zipfile

import pip

py = f"cp{sys.version_info.major}{sys.version_info.minor}"
name = f"mindspore-2.10.0-{py}-{py}-linux_x86_64.whl"
os.makedirs("wheels", exist_ok=True)
wheel = os.path.join("wheels", name)
with zipfile.ZipFile(wheel, "w") as zf:
    di = "mindspore-2.10.0.dist-info"
    zf.writestr(f"{di}/METADATA", "Metadata-Version: 2.1\nName: mindspore\nVersion: 2.10.0\n")
    zf.writestr(f"{di}/WHEEL", f"Wheel-Version: 1.0\nGenerator: handbook\nRoot-Is-Purelib: false\n"
                               f"Tag: {py}-{py}-linux_x86_64\n")
    zf.writestr(f"{di}/RECORD", "")

env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
env.update(PIP_CONFIG_FILE=os.devnull, PIP_DISABLE_PIP_VERSION_CHECK="1")
print(f"pip {pip.__version__}; $ pip install", wheel, flush=True)
rc = subprocess.run([sys.executable, "-m", "pip", "install", "--no-index", "--find-links", "wheels",
                     "--dry-run", "--no-deps", "--ignore-installed", wheel], env=env).returncode
print("pip exit status:", rc)
