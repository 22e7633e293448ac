# Fix for a real distributed run: start the script with msrun. Here 2 worker processes on this machine (CPU),
# the scheduler on 127.0.0.1 at a free port; each worker calls init() and an AllReduce of (rank + 1).
# msrun starts the workers with the `python` found on PATH, so this interpreter's bin directory goes first.
# The workers' own output goes to msrun_log/worker_<n>.log; only their result lines are printed here.
import glob
import os
import socket
import subprocess
import sys

TRAIN = '''\
import numpy as np
import mindspore as ms
from mindspore import ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, size = get_rank(), get_group_size()
y = ops.AllReduce()(ms.Tensor(np.array([rank + 1.0], np.float32)))
print(f"rank {rank} of {size}: AllReduce(rank + 1) = {y.asnumpy().tolist()}", flush=True)
'''
with open("train.py", "w") as f:
    f.write(TRAIN)

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
bindir = os.path.dirname(sys.executable)
env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
print("$ msrun --worker_num=2 --local_worker_num=2 --master_addr=127.0.0.1 --master_port=<free port> "
      "--join=True --log_dir=msrun_log train.py", flush=True)
rc = subprocess.run([os.path.join(bindir, "msrun"), "--worker_num=2", "--local_worker_num=2",
                     "--master_addr=127.0.0.1", f"--master_port={port}", "--join=True", "--log_dir=msrun_log",
                     "train.py"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                    timeout=240).returncode
print("msrun exit status:", rc)
for log in sorted(glob.glob("msrun_log/worker_*.log")):
    with open(log, errors="replace") as f:
        results = [line.strip() for line in f if line.startswith("rank ")]
    print(f"{os.path.basename(log)}:", *results or ["(no result line)"])
