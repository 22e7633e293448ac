# The cluster never forms: msrun is told the job has 2 workers (--worker_num=2) but starts only 1 on this machine
# (--local_worker_num=1), as when the second machine's msrun was never started or cannot reach the scheduler.
# --cluster_time_out=20 shortens the wait for the missing worker (msrun passes it on as MS_TOPO_TIMEOUT).
# Printed: msrun's exit status, msrun's own error lines, and per log file the lines that say what happened.
import glob
import os
import re
import socket
import subprocess
import sys

with open("train.py", "w") as f:
    f.write("import mindspore as ms\nfrom mindspore.communication import init, get_rank\n"
            "ms.set_context(mode=ms.PYNATIVE_MODE)\ninit()\nprint(f'rank {get_rank()}: init ok', flush=True)\n")
with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
bindir = os.path.dirname(sys.executable)
env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
print("$ msrun --worker_num=2 --local_worker_num=1 --master_addr=127.0.0.1 --master_port=<free port> "
      "--cluster_time_out=20 --join=True --log_dir=msrun_log train.py", flush=True)
p = subprocess.run([os.path.join(bindir, "msrun"), "--worker_num=2", "--local_worker_num=1",
                    "--master_addr=127.0.0.1", f"--master_port={port}", "--cluster_time_out=20", "--join=True",
                    "--log_dir=msrun_log", "train.py"], env=env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.PIPE, text=True, timeout=200)
print("msrun exit status:", p.returncode, flush=True)


def masked(line):
    line = re.sub(r"(process|Process) \d+", r"\1 <pid>", line.rstrip())
    return re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:<port>", line)


def digest(lines):
    """The first and last 'Topology build timed out' retry lines, the [ERROR] lines of cluster building, and the
    Python traceback with its whole message (up to the blank line before the C++ call stack). Heartbeat errors
    logged after the traceback depend on timing and are left out."""
    keep, state = [], ""
    retries = [ln for ln in lines if "Topology build timed out" in ln]
    for line in lines:
        if line.startswith("Traceback (most recent call last):"):
            state = "tb"
        elif state == "tb" and not line.startswith(" "):
            state = "msg"
        elif state == "msg" and not line.strip():
            state = ""
        if state or line in retries[:1] + retries[-1:] or (line.startswith("[ERROR]") and "Heartbeat" not in line):
            keep.append(line)
    return keep


tb = False
for line in p.stderr.splitlines():
    if line.startswith("Traceback (most recent call last):"):
        tb = True
    if tb or "process_entity/_api.py" in line:
        print(masked(line), file=sys.stderr)

for log in sorted(glob.glob("msrun_log/*.log")):
    with open(log, errors="replace") as f:
        lines = f.read().splitlines()
    keep = digest(lines)
    print(f"--- {log}: first and last 'Topology build timed out' retry, [ERROR] lines, Python traceback:")
    for line in keep:
        print("   ", masked(line))
