# msrun starts 2 CPU workers on this machine (scheduler on 127.0.0.1, a free port). Worker 1 raises a ValueError
# right after init(), as a bug in one rank's code would. What msrun prints in the terminal is re-printed on stderr
# (its log lines and its own traceback, worker pids masked); then, on stdout, msrun's exit status and, per log
# file in msrun_log/, the lines that say what happened: the Python traceback of a worker, the scheduler's errors.
import glob
import os
import re
import socket
import subprocess
import sys

TRAIN = '''\
import numpy as np
import mindspore as ms
from mindspore import ops
from mindspore.communication import init, get_rank

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank = get_rank()
print(f"rank {rank}: init ok", flush=True)
if rank == 1:
    raise ValueError(f"rank {rank}: a bug in train.py that only this worker hits")
y = ops.AllReduce()(ms.Tensor(np.array([rank + 1.0], np.float32)))
print(f"rank {rank}: AllReduce = {y.asnumpy().tolist()}", flush=True)
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
p = subprocess.run([os.path.join(bindir, "msrun"), "--worker_num=2", "--local_worker_num=2",
                    "--master_addr=127.0.0.1", f"--master_port={port}", "--join=True", "--log_dir=msrun_log",
                    "train.py"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                   timeout=200)
print("msrun exit status:", p.returncode, flush=True)


def masked(line):
    # process ids inside messages ("Worker process 16529 exit ...") change every run
    return re.sub(r"(process|Process) \d+", r"\1 <pid>", line.rstrip())


# msrun's terminal output: its own log lines (process_entity/_api.py) and its traceback
tb = False
for line in p.stderr.splitlines():
    if line.startswith("Traceback (most recent call last):"):
        tb = True
    if tb or "process_entity/_api.py" in line:
        print(masked(line), file=sys.stderr)

for log in sorted(glob.glob("msrun_log/*.log")):
    with open(log, errors="replace") as f:
        lines = f.read().splitlines()
    keep, tb = [], False
    for line in lines:
        if line.startswith("Traceback (most recent call last):"):
            tb = True
        elif tb and not line.startswith(" "):
            keep.append(line)  # the exception line ends the traceback
            tb = False
            continue
        if tb or line.startswith("[ERROR]") or line.startswith("rank "):
            keep.append(line)
    print(f"--- {log}: Python traceback, [ERROR] lines, prints of train.py")
    for line in keep:
        print("   ", masked(line))
