# msrun starts 2 CPU workers on this machine (scheduler on 127.0.0.1, a free port). Worker 1 raises a ValueError
# right after init() (once worker 0 has printed its own line), as a bug in one rank's code would. What msrun prints in the terminal is re-printed on stderr
# (its log lines and its own traceback, worker pids masked); then, on stdout, msrun's exit status and, per log
# file in msrun_log/, the lines that say what happened: a worker's Python traceback, the scheduler's exception.
# Which nodes the scheduler lists as timed out (and names first) depends on when msrun kills the other worker, so
# the list is masked and only "is worker 1 in it" is printed: the rest changes from run to run.
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
import os, time
init()
rank = get_rank()
print(f"rank {rank}: init ok", flush=True)
if rank == 0:
    open("rank0.printed", "w").close()
if rank == 1:
    # Wait until rank 0 has printed: otherwise msrun may kill it first (seen on a loaded machine).
    for _ in range(600):
        if os.path.exists("rank0.printed"):
            break
        time.sleep(0.1)
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


def timed_out(line):
    """The scheduler's timed-out node list, masked; and whether worker 1 (the one that raised) is in it."""
    found = re.search(r"\{([\d, ]*)\}|\[([\d', ]*)\]\s*$", line)
    if not found or not re.search(r"timed out node|Time out nodes", line):
        return masked(line), None
    nodes = re.findall(r"\d+", found.group(1) or found.group(2) or "")
    line = re.sub(r"node is \d+\.", "node is <n>.", line)
    line = re.sub(r"\{[\d, ]*\}", "{<nodes>}", line)
    line = re.sub(r"\[[\d', ]*\]\s*$", "[<nodes>]", line)
    line = re.sub(r"worker \d+ is the first", "worker <n> is the first", line)
    return masked(line), "1" in nodes


# msrun's terminal output: its own log lines (process_entity/_api.py) and its traceback
tb = False
for line in p.stderr.splitlines():
    if line.startswith("Traceback (most recent call last):"):
        tb = True
    if tb or "process_entity/_api.py" in line:
        text, has_1 = timed_out(line)
        print(text, file=sys.stderr)
        if has_1 is not None:
            print(f"(worker 1 in that list: {has_1})", file=sys.stderr)

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
        # the scheduler's [ERROR] lines list each timed-out node (how many varies), so only workers' are kept
        if tb or line.startswith("rank ") or (line.startswith("[ERROR]") and "scheduler" not in log):
            keep.append(line)
    print(f"--- {log}: Python traceback, [ERROR] lines of workers, prints of train.py")
    for line in keep:
        text, has_1 = timed_out(line)
        print("   ", text)
        if has_1 is not None:
            print(f"    (worker 1 in that list: {has_1})")
