# How to see what exists: which versions this interpreter can install from the index, and for which
# Python a wanted version was published. The index is a local folder of minimal (valid) wheels:
# 2.10.0 for Python 3.10/3.12 and ARM only, 2.7.2 for Python 3.9 and 3.11 on x86_64. No network, no pip.conf.
import os
import subprocess
import sys
import zipfile


def make_wheel(version, tags):
    di = f"mindspore-{version}.dist-info"
    with zipfile.ZipFile(f"wheels/mindspore-{version}-{tags}.whl", "w") as zf:
        zf.writestr(f"{di}/METADATA", f"Metadata-Version: 2.1\nName: mindspore\nVersion: {version}\n")
        zf.writestr(f"{di}/WHEEL", f"Wheel-Version: 1.0\nGenerator: handbook\nRoot-Is-Purelib: false\nTag: {tags}\n")
        zf.writestr(f"{di}/RECORD", "")


os.makedirs("wheels", exist_ok=True)
for tags in ("cp310-cp310-linux_x86_64", "cp312-cp312-linux_x86_64", "cp311-cp311-linux_aarch64"):
    make_wheel("2.10.0", tags)
for tags in ("cp39-cp39-linux_x86_64", "cp311-cp311-linux_x86_64"):
    make_wheel("2.7.2", tags)

env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
env.update(PIP_CONFIG_FILE=os.devnull, PIP_DISABLE_PIP_VERSION_CHECK="1")
local = ["--no-index", "--find-links", "wheels"]


def pip(*args):
    print("$ pip", " ".join(args), flush=True)
    rc = subprocess.run([sys.executable, "-m", "pip", *args, *local], env=env, stderr=subprocess.STDOUT).returncode
    print("pip exit status:", rc, flush=True)


print(f"this interpreter: Python {sys.version_info.major}.{sys.version_info.minor}")
# 0. the same request as repro.py: the error now lists the versions this interpreter could install
pip("install", "mindspore==2.10.0", "--dry-run", "--no-deps", "--ignore-installed")
# 1. the versions that have a wheel for THIS interpreter (pip marks the command experimental)
pip("index", "versions", "mindspore")
# 2. is 2.10.0 published for another Python? Ask pip as if it were Python 3.10 on Linux x86_64 (download only)
pip("download", "mindspore==2.10.0", "--no-deps", "--only-binary=:all:", "--python-version", "3.10",
    "--platform", "linux_x86_64", "-d", "downloaded")
