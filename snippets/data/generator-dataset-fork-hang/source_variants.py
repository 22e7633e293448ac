# Two variants of the data source, each in its own script run, after the main process has run an operator
# and with 2 forked workers as in repro.py:
#   tensor_only:   the source builds ms.Tensor(ndarray) and reads it back with asnumpy(), but runs no operator;
#   return_tensor: the source runs an operator and returns the resulting Tensor itself (no conversion of its own):
#                  GeneratorDataset converts returned Tensors to NumPy in the worker.
# Bounded like repro.py: each pipeline runs in a child process, given up 10 s after iteration started.
import os
import signal
import subprocess
import sys

if len(sys.argv) == 1:
    for mode in ("tensor_only", "return_tensor"):
        print(f"--- {mode}", flush=True)
        child = subprocess.Popen([sys.executable, __file__, mode], stdout=subprocess.PIPE, text=True,
                                 start_new_session=True)
        for line in child.stdout:
            print(line, end="", flush=True)
            if line.startswith("iterating"):
                break
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)  # the child and its dataset workers
            child.wait()
            print(f"{mode}: hung, no batch 10 s after iteration started", flush=True)
            continue
        print(child.stdout.read(), end="", flush=True)
        if child.returncode:
            sys.exit(child.returncode)
    sys.exit()

import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative

mode = sys.argv[1]


class Scaled:
    def __getitem__(self, i):
        if mode == "tensor_only":
            t = ms.Tensor(np.full((2, 2), i * 2, np.float32))  # a Tensor, but no operator
            return (t.asnumpy(),)
        return (ms.Tensor(np.full((2, 2), i, np.float32)) * 2,)  # an operator's result, returned as a Tensor

    def __len__(self):
        return 8


print("main process op:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy(), flush=True)
data = ds.GeneratorDataset(Scaled(), ["x"], num_parallel_workers=2, shuffle=False)
print("iterating", flush=True)
for (x,) in data.create_tuple_iterator(output_numpy=True, num_epochs=1):
    print("batch", x[0, 0], flush=True)
print("finished")
