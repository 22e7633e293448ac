# Fix: put the bin directory of the environment that has MindSpore first on PATH (what `conda activate` or
# `source venv/bin/activate` does), so that `python` exists and is that interpreter; then msrun works unchanged.
import os
import subprocess
import sys
from pathlib import Path

Path("train.py").write_text("import mindspore\nprint('worker started, mindspore', mindspore.__version__)\n")

env_bin = Path(sys.executable).parent          # this environment's bin/: python, python3, msrun ...
env = dict(os.environ, PATH=f"{env_bin}:/usr/sbin:/sbin")   # sbin: msrun also calls `ip`
print("python on PATH is this environment's:", (env_bin / "python").exists())

# Same as running `msrun --worker_num=1 --local_worker_num=1 ... train.py` in a shell with that PATH.
args = ["--worker_num=1", "--local_worker_num=1", "--master_port=18129", "--log_dir=msrun_log", "--join=True",
        "train.py"]
r = subprocess.run([sys.executable, "-m", "mindspore.parallel.cluster.run", *args], env=env,
                   capture_output=True, text=True, timeout=300)
print("msrun exit status:", r.returncode)
for log in sorted(Path("msrun_log").glob("*.log")):
    print(f"--- {log.name}:")
    print(log.read_text().strip())
