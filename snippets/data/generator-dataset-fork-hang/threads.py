# Which threads does the process have after the first MindSpore operator, and which does a forked process have?
# Linux names every thread (/proc/self/task/<tid>/comm). Each mode runs as its own script, because
# launch_blocking() must come before the first operator:
#   default:  asynchronous launch (what repro.py uses);
#   blocking: ms.runtime.launch_blocking() first, as in fix_alternatives.py.
# Printed: the asynchronous launch queues (threads named *_queue), then the thread count of a forked process.
import os
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
                names.add(f.read().strip())
        except OSError:  # the thread ended meanwhile
            pass
    return names


import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative

if sys.argv[1] == "blocking":
    ms.runtime.launch_blocking()
print("first operator:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy())
print("launch queue threads after it:", sorted(n for n in thread_names() if n.endswith("_queue")))

read_end, write_end = os.pipe()
pid = os.fork()  # what a dataset worker is: a fork of this process, taken now
if pid == 0:
    os.write(write_end, str(len(os.listdir("/proc/self/task"))).encode())
    os._exit(0)
os.waitpid(pid, 0)
print("threads in a process forked after it:", os.read(read_end, 16).decode(), flush=True)
