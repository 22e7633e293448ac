# Two other ways out when the source really must run MindSpore operators, each run as its own script:
#   threads:  python_multiprocessing=False - the workers are threads of the main process, which share its
#             running MindSpore runtime (Python code in the source then runs under the GIL);
#   blocking: ms.runtime.launch_blocking() before the first operator - operators run synchronously, without the
#             background dispatch thread that forked workers lack. Slows every operator down: a diagnostic.
# Bounded like repro.py: each pipeline runs in a child process; TimeoutError would mean "it hung".
import os
import signal
import subprocess
import sys

if len(sys.argv) == 1:
    for mode in ("threads", "blocking"):
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
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
            raise TimeoutError(f"{mode}: hung, no batch 10 s after iteration started") from None
        print(child.stdout.read(), end="", flush=True)
        if child.returncode:
            sys.exit(child.returncode)
    sys.exit()

import numpy as np
import mindspore as ms
import mindspore.dataset as ds

mode = sys.argv[1]
if mode == "blocking":
    ms.runtime.launch_blocking()  # must come before the first operator


class Scaled:
    """Same source as repro.py."""

    def __getitem__(self, i):
        t = ms.Tensor(np.full((2, 2), i, np.float32)) * 2
        return (np.array(t),)

    def __len__(self):
        return 8


print("main process op:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy(), flush=True)
data = ds.GeneratorDataset(Scaled(), ["x"], num_parallel_workers=2, shuffle=False,
                           python_multiprocessing=(mode != "threads"))
print("iterating", flush=True)
for (x,) in data.create_tuple_iterator(output_numpy=True, num_epochs=1):
    print("batch", x[0, 0], flush=True)
print("finished")
