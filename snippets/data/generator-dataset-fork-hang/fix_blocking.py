# A diagnostic when the source really must run MindSpore operators: ms.runtime.launch_blocking() before the first
# operator. Operators then run synchronously, without the background dispatch threads that forked workers lack
# (threads.py); the forked workers get through. It slows every operator in the process down.
# The source is that of repro_asnumpy.py; 2 forked workers, and the main process runs an operator first.
# Bounded like repro.py: the pipeline runs in a child process; TimeoutError would mean "it hung".
import os
import signal
import subprocess
import sys

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
ms.runtime.launch_blocking()  # must come before the first operator


class Scaled:
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
