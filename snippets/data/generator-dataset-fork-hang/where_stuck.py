# Where is the hung worker? The same pipeline as repro.py; the worker that handles sample 0 registers
# faulthandler for SIGUSR1 (prints its Python stack without needing the interpreter lock). After the pipeline
# has made no progress for 5 s, this script sends it SIGUSR1 and then stops everything.
# In your own job the same is `faulthandler.register(signal.SIGUSR1)` in the source, then `kill -USR1 <pid>`
# (or `py-spy dump --pid <pid>`).
import os
import signal
import subprocess
import sys
import time

if len(sys.argv) == 1:
    child = subprocess.Popen([sys.executable, __file__, "pipeline"], stdout=subprocess.PIPE, text=True,
                             start_new_session=True)
    for line in child.stdout:
        print(line, end="", flush=True)
        if line.startswith("iterating"):
            break
    for _ in range(100):  # wait for the worker of sample 0 to announce itself
        if os.path.exists("worker0.pid"):
            break
        time.sleep(0.1)
    time.sleep(5)
    with open("worker0.pid") as f:
        os.kill(int(f.read()), signal.SIGUSR1)
    time.sleep(2)
    still_running = child.poll() is None
    os.killpg(child.pid, signal.SIGKILL)
    child.wait()
    print("pipeline still waiting 7 s later:", still_running)
    sys.exit()

import faulthandler

import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Scaled:
    """Same source as repro.py, plus the faulthandler hook in the worker of sample 0."""

    def __getitem__(self, i):
        if i == 0:
            faulthandler.register(signal.SIGUSR1, file=sys.stderr, all_threads=False)
            with open("worker0.pid", "w") as f:
                f.write(str(os.getpid()))
        t = ms.Tensor(np.full((2, 2), i, np.float32)) * 2
        return (np.array(t),)

    def __len__(self):
        return 8


print("main process op:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy(), flush=True)
data = ds.GeneratorDataset(Scaled(), ["x"], num_parallel_workers=2, shuffle=False)
print("iterating", flush=True)
for (x,) in data.create_tuple_iterator(output_numpy=True, num_epochs=1):
    print("batch", x[0, 0], flush=True)
print("finished")
