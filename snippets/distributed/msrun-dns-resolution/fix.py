# Check first that the name resolves (what msrun does with --master_addr), then start msrun with an address that
# does: the master's IPv4 address (127.0.0.1 here; on several machines, the master's IP or a name every machine
# resolves to it). One CPU worker calls init() and prints its rank. ("localhost" resolves too, but a name may also
# resolve to ::1, and msrun does not take IPv6: one run of this snippet with --master_addr=localhost hung.)
import glob
import os
import socket
import subprocess
import sys

for name in ("ms-master.invalid", "localhost", "127.0.0.1"):
    try:
        print(f"{name!r} resolves to", socket.getaddrinfo(name, None, socket.AF_INET, socket.SOCK_STREAM)[0][4][0])
    except socket.gaierror as e:
        print(f"{name!r} does not resolve: {e}")

with open("train.py", "w") as f:
    f.write("import mindspore as ms\nfrom mindspore.communication import init, get_rank, get_group_size\n"
            "ms.set_context(mode=ms.PYNATIVE_MODE)\ninit()\n"
            "print(f'rank {get_rank()} of {get_group_size()}: init ok', flush=True)\n")
with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
bindir = os.path.dirname(sys.executable)
env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
print("$ msrun --worker_num=1 --local_worker_num=1 --master_addr=127.0.0.1 --master_port=<free port> "
      "--join=True --log_dir=msrun_log train.py", flush=True)
rc = subprocess.run([os.path.join(bindir, "msrun"), "--worker_num=1", "--local_worker_num=1",
                     "--master_addr=127.0.0.1", f"--master_port={port}", "--join=True", "--log_dir=msrun_log",
                     "train.py"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                    timeout=200).returncode
print("msrun exit status:", rc)
for log in sorted(glob.glob("msrun_log/worker_*.log")):
    with open(log, errors="replace") as f:
        print(f"{os.path.basename(log)}:", *[ln.strip() for ln in f if ln.startswith("rank ")] or ["(no result)"])
