# The same 2-worker msrun job after the bug that worker_1.log pointed at is fixed: every worker exits with 0,
# so msrun exits with 0 and each worker_<n>.log ends with its result (scheduler on 127.0.0.1, a free port).
import glob
import os
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
rc = subprocess.run([os.path.join(bindir, "msrun"), "--worker_num=2", "--local_worker_num=2",
                     "--master_addr=127.0.0.1", f"--master_port={port}", "--join=True", "--log_dir=msrun_log",
                     "train.py"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                    timeout=200).returncode
print("msrun exit status:", rc)
assert rc == 0, f"msrun exited with {rc}"
for log in sorted(glob.glob("msrun_log/worker_*.log")):
    with open(log, errors="replace") as f:
        text = f.read()
    results = [line for line in text.splitlines() if line.startswith("rank ")]
    print(f"--- {log}: Python traceback: {'yes' if 'Traceback' in text else 'none'}")
    for line in results:
        print("   ", line)
