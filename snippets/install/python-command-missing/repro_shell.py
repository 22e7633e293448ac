# The official FAQ's "sh:1:python:not found" is printed by the shell, not by MindSpore: any launch script
# (run_distribute_train.sh, a Makefile, os.system) that calls `python` on a PATH without it fails this way.
import os
import subprocess
import sys
from pathlib import Path

bindir = Path("bin").resolve()
bindir.mkdir(exist_ok=True)
(bindir / "python3").symlink_to(sys.executable)      # python3 exists, `python` does not
env = dict(os.environ, PATH=str(bindir))

r = subprocess.run("python train.py", shell=True, env=env, capture_output=True, text=True)
print("exit status:", r.returncode)
print("stderr:", r.stderr.strip())
r = subprocess.run("python3 -c 'import sys; print(sys.version_info[0])'", shell=True, env=env,
                   capture_output=True, text=True)
print("python3 exists, major version:", r.stdout.strip())
