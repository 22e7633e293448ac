# Dynamic networking by hand (no msrun): one worker whose MS_SCHED_HOST/MS_SCHED_PORT point at an address where no
# scheduler listens (a free port on 127.0.0.1), as with a wrong port, a scheduler not started yet, or a firewall.
# Graph mode: 1.10 refuses init() in PyNative mode. MS_TOPO_TIMEOUT=15 shortens the wait where the version reads it
# (2.6 on); the worker is killed after 60 s otherwise.
# Printed: how the worker ended, whether it logged a failed connection, its first and last 'Topology build timed out'
# retry lines and its [ERROR] lines; its Python traceback goes to stderr, and this script exits 1 if init() failed.
import os
import re
import socket
import subprocess
import sys

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]   # nothing listens here once the socket is closed
with open("train.py", "w") as f:
    f.write("import mindspore as ms\nfrom mindspore.communication import init\n"
            "ms.set_context(mode=ms.GRAPH_MODE)\ninit()\nprint('init ok', flush=True)\n")
env = dict(os.environ, MS_ROLE="MS_WORKER", MS_WORKER_NUM="1", MS_SCHED_HOST="127.0.0.1", MS_SCHED_PORT=str(port),
           MS_TOPO_TIMEOUT="15")
print("$ MS_ROLE=MS_WORKER MS_WORKER_NUM=1 MS_SCHED_HOST=127.0.0.1 MS_SCHED_PORT=<port, no scheduler> "
      "MS_TOPO_TIMEOUT=15 python train.py", flush=True)
try:
    p = subprocess.run([sys.executable, "train.py"], env=env, capture_output=True, text=True, timeout=60)
    out, how = p.stdout + p.stderr, f"exited by itself with status {p.returncode}"
except subprocess.TimeoutExpired as e:
    out = (e.stdout or b"").decode(errors="replace") + (e.stderr or b"").decode(errors="replace")
    how = "still waiting after 60 s: killed"
print("worker:", how)

lines = out.splitlines()
# which connection warning comes first varies between runs and versions: only whether there is one is printed
conn = [ln for ln in lines if f"127.0.0.1:{port}" in ln and ("Failed to connect" in ln or "Waiting for the state" in ln)]
print("worker logged that it cannot connect to 127.0.0.1:<port>:", "yes" if conn else "no")
retries = [ln for ln in lines if "Topology build timed out" in ln]
state = ""
for line in lines:
    if line.startswith("Traceback (most recent call last):"):
        state = "tb"
    elif state == "tb" and not line.startswith(" "):
        state = "msg"
    elif state == "msg" and not line.strip():
        state = ""
    shown = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:<port>", line)
    if state:
        print(shown, file=sys.stderr)   # the worker's traceback, as it would end a terminal
    elif line in retries[:1] + retries[-1:] or (
            line.startswith("[ERROR] DISTRIBUTED") and "Heartbeat" not in line):
        print("   ", shown)
sys.exit(0 if "init ok" in out else 1)
