# Fix (within this Python): ask for a version that was published for this interpreter (2.7.2 here), or
# create an environment with a Python that the wanted version supports (3.10 for 2.10.0 in this index).
# Same local index as list_versions.py; `--dry-run` resolves without installing. No network, no pip.conf.
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
print("$ pip install mindspore==2.7.2", flush=True)
rc = subprocess.run([sys.executable, "-m", "pip", "install", "--no-index", "--find-links", "wheels",
                     "--dry-run", "--no-deps", "--ignore-installed", "mindspore==2.7.2"], env=env).returncode
print("pip exit status:", rc)
