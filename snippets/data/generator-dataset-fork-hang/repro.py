# Reproducer: a GeneratorDataset whose Python source runs a MindSpore operator, read by 2 worker processes
# (python_multiprocessing=True is the default), after the main process itself has already run an operator.
# The workers are fork()ed copies of a process whose MindSpore runtime is already running: their first
# operator never returns, and the pipeline waits forever without an error.
# To keep this reproducer bounded, the script runs the pipeline in a child process (itself, with an argument)
# and gives up 10 s after iteration started: TimeoutError here means "it hung".
import os
import signal
import subprocess
import sys
import time

if len(sys.argv) == 1:
    child = subprocess.Popen([sys.executable, __file__, "pipeline"], stdout=subprocess.PIPE, text=True,
                             start_new_session=True)
    for line in child.stdout:  # echo the child's progress until it starts iterating
        print(line, end="", flush=True)
        if line.startswith("iterating"):
            break
    try:
        child.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)  # the child and its dataset workers
        child.wait()
        raise TimeoutError("hung: no batch 10 s after iteration started") from None
    print(child.stdout.read(), end="")
    sys.exit(child.returncode)

import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Scaled:
    """A data source that uses a MindSpore Tensor operation, then converts back with np.array(Tensor)."""

    def __getitem__(self, i):
        t = ms.Tensor(np.full((2, 2), i, np.float32)) * 2   # an operator, executed inside the worker
        return (np.array(t),)

    def __len__(self):
        return 8


# The training script has already used MindSpore in the main process (a network, an eval, or just this):
print("main process op:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy(), flush=True)

data = ds.GeneratorDataset(Scaled(), ["x"], num_parallel_workers=2, shuffle=False)
print("iterating", flush=True)
for (x,) in data.create_tuple_iterator(output_numpy=True, num_epochs=1):
    print("batch", x[0, 0], flush=True)
print("finished")
