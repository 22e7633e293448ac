# Reproducer: the same hang with Tensor.asnumpy() instead of np.array(Tensor). Replacing np.array(t) by
# t.asnumpy() (the 1.x forum advice) does not help in 2.10: any read of an operator's result blocks.
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

import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Scaled:
    """Same source as repro.py, converting with Tensor.asnumpy()."""

    def __getitem__(self, i):
        t = ms.Tensor(np.full((2, 2), i, np.float32)) * 2
        return (t.asnumpy(),)

    def __len__(self):
        return 8


print("main process op:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy(), flush=True)
data = ds.GeneratorDataset(Scaled(), ["x"], num_parallel_workers=2, shuffle=False)
print("iterating", flush=True)
for (x,) in data.create_tuple_iterator(output_numpy=True, num_epochs=1):
    print("batch", x[0, 0], flush=True)
print("finished")
