# msrun with a host name as --master_addr that no DNS server or /etc/hosts can resolve. Names under the reserved
# ".invalid" top-level domain (RFC 2606) never resolve, so this needs no network. msrun's own output (stderr)
# is passed through unchanged; this script then exits with msrun's exit status.
import os
import socket
import subprocess
import sys

MASTER = "ms-master.invalid"   # stands for a mistyped or unregistered host name
with open("train.py", "w") as f:
    f.write("print('train.py started')\n")

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
bindir = os.path.dirname(sys.executable)
env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
print(f"$ msrun --worker_num=1 --local_worker_num=1 --master_addr={MASTER} --master_port=<free port> "
      "--join=True --log_dir=msrun_log train.py", flush=True)
rc = subprocess.run([os.path.join(bindir, "msrun"), "--worker_num=1", "--local_worker_num=1",
                     f"--master_addr={MASTER}", f"--master_port={port}", "--join=True", "--log_dir=msrun_log",
                     "train.py"], env=env, stdout=subprocess.DEVNULL, timeout=120).returncode
print("msrun exit status:", rc, "| log directory created:", os.path.isdir("msrun_log"), flush=True)
sys.exit(rc)
