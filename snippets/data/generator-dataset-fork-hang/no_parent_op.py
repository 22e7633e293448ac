# Same source and workers as repro_asnumpy.py, but the main process runs no MindSpore operator before the workers
# start: the pipeline finishes.
# The printed child processes show when the workers start. In 2.10 that is not when the iterator is created but at
# the first next(), so what matters is whether the main process ran an operator before that first batch.
# Bounded like repro.py: the pipeline runs in a child process; TimeoutError would mean "it hung".
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
print("iterating", flush=True)
for n, (x,) in enumerate(batches):
    if n == 0:  # the workers were forked by the first next()
        print("child processes at the first batch:", children(), flush=True)
    print("batch", x[0, 0], flush=True)
print("finished")
