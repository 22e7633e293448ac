# `python` exists but is another interpreter that cannot import this MindSpore (the FAQ's case: `python`
# linked to Python 2.7). Stand-in here: a `python` that starts this interpreter with -S, i.e. without
# the site-packages where MindSpore is installed. msrun itself starts; every process it launches dies on import.
import os
import subprocess
import sys
from pathlib import Path

Path("train.py").write_text("import mindspore\nprint('worker started, mindspore', mindspore.__version__)\n")

bindir = Path("bin").resolve()
bindir.mkdir(exist_ok=True)
(bindir / "python").write_text(f'#!/bin/sh\nexec "{sys.executable}" -S "$@"\n')
(bindir / "python").chmod(0o755)
env = dict(os.environ, PATH=f"{bindir}:/usr/sbin:/sbin")   # sbin: msrun also calls `ip`

# Same as running `msrun --worker_num=1 --local_worker_num=1 ... train.py` in a shell with that PATH.
args = ["--worker_num=1", "--local_worker_num=1", "--master_port=18139", "--log_dir=msrun_log", "--join=True",
        "train.py"]
r = subprocess.run([sys.executable, "-m", "mindspore.parallel.cluster.run", *args], env=env,
                   capture_output=True, text=True, timeout=300)
print("msrun exit status:", r.returncode)
print("msrun's last line:", r.stderr.strip().splitlines()[-1])
for log in sorted(Path("msrun_log").glob("*.log")):
    print(f"--- {log.name}:")
    print(log.read_text().strip())
