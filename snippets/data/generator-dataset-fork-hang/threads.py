# Which threads does the first MindSpore operator start, and which of them does a forked process have?
# Linux names every thread (/proc/self/task/<tid>/comm). Each mode runs as its own script, because
# launch_blocking() must come before the first operator:
#   default:  asynchronous launch (what repro.py uses);
#   blocking: ms.runtime.launch_blocking() first, as in fix_alternatives.py.
# Thread-pool sizes depend on the machine, so numbered names are printed as <name>_*.
import os
import re
import subprocess
import sys

if len(sys.argv) == 1:
    for mode in ("default", "blocking"):
        print(f"--- {mode}", flush=True)
        subprocess.run([sys.executable, __file__, mode], check=True)
    sys.exit()


def thread_names():
    names = set()
    for tid in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{tid}/comm") as f:
                names.add(re.sub(r"_\d+$", "_*", f.read().strip()))
        except OSError:  # the thread ended meanwhile
            pass
    return names


import numpy as np
import mindspore as ms

if sys.argv[1] == "blocking":
    ms.runtime.launch_blocking()
before = thread_names()
print("first operator:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy())
print("threads started by it:", sorted(thread_names() - before))

read_end, write_end = os.pipe()
pid = os.fork()  # what a dataset worker is: a fork of this process, taken now
if pid == 0:
    os.write(write_end, str(len(os.listdir("/proc/self/task"))).encode())
    os._exit(0)
os.waitpid(pid, 0)
print("threads in a process forked after it:", os.read(read_end, 16).decode(), flush=True)
