# SIGKILL (what the Linux OOM killer sends): the process cannot catch it, print anything or run cleanup.
# A child imports MindSpore and then is killed with signal 9 (here it kills itself), run plain and with
# `python -X faulthandler`; then the same in bash, which is where the word "Killed" and exit status 137 come from.
import re
import subprocess
import sys

CHILD = '''
import os
import signal
import mindspore as ms
ms.set_context(device_target="CPU")
print("child: mindspore", ms.__version__, "imported; epoch 1 ...", flush=True)
os.kill(os.getpid(), signal.SIGKILL)      # what the OOM killer does to the biggest process
print("child: never reached")
'''
with open("child.py", "w") as f:
    f.write(CHILD)

runs = []
for title, args in [("(a) python child.py", []), ("(b) python -X faulthandler child.py", ["-X", "faulthandler"])]:
    p = subprocess.run([sys.executable, *args, "child.py"], capture_output=True, text=True, timeout=60)
    err = [ln for ln in p.stderr.splitlines() if ln.strip() and not ln.startswith("[")]   # MindSpore log lines left out
    print(f"== {title}")
    print("stdout:", p.stdout.strip())
    print("return code:", p.returncode, "(-9 = SIGKILL)" if p.returncode == -9 else "")
    print("stderr:", err if err else "(nothing: no traceback, no faulthandler stack)")
    runs.append(p)

p = subprocess.run(["bash", "-c", '"$1" -c "import os; os.kill(os.getpid(), 9)"; echo "exit status seen by the shell: $?"',
                    "bash", sys.executable], capture_output=True, text=True, timeout=60)
print("== (c) the same kill in bash")
print("   ", p.stdout.strip())
sys.stdout.flush()
for ln in p.stderr.strip().splitlines():     # bash's own line, on stderr as in a terminal
    print(re.sub(r" +", " ", re.sub(r"^bash: (line \d+: )?\s*\d+ ", "bash: <pid> ", ln)).split(' "')[0], file=sys.stderr)
runs[0].check_returncode()    # what a launcher sees of run (a): CalledProcessError, died with SIGKILL
