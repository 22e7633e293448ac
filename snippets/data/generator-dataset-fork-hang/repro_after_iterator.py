# Reproducer: the main process runs its first operator AFTER create_tuple_iterator() but before the loop.
# In 2.10 creating the iterator does not start the worker processes yet: they are forked at the first next() (the
# `for` loop), when the main process's MindSpore runtime is already running - and the pipeline hangs as in repro.py.
# The source converts with asnumpy(), as in repro_asnumpy.py.
# Bounded like repro.py: the pipeline runs in a child process; TimeoutError means "it hung".
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

import multiprocessing

import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Scaled:
    """Same source as repro_asnumpy.py (asnumpy(): a numeric array on every version)."""

    def __getitem__(self, i):
        t = ms.Tensor(np.full((2, 2), i, np.float32)) * 2
        return (t.asnumpy(),)

    def __len__(self):
        return 8


def children():
    """Names of this process's live child processes (dataset workers are multiprocessing.Process objects)."""
    return sorted(p.name for p in multiprocessing.active_children())


data = ds.GeneratorDataset(Scaled(), ["x"], num_parallel_workers=2, shuffle=False)
batches = data.create_tuple_iterator(output_numpy=True, num_epochs=1)
print("child processes after create_tuple_iterator():", children(), flush=True)
# e.g. an evaluation step or a first forward pass between building the iterator and the training loop:
print("main process op:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy(), flush=True)
print("iterating", flush=True)
for (x,) in batches:
    print("batch", x[0, 0], flush=True)
print("finished")
