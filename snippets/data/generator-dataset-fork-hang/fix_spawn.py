# Fix when operators in worker processes are really needed: start the workers with "spawn" instead of fork.
# Each worker is a fresh interpreter that imports MindSpore again and starts its own runtime. With spawn the
# source object is serialised (dill) into the workers, so it must import what it uses
# itself (spawn_globals.py: module-level imports give NameError), and the pipeline code must sit under
# `if __name__ == "__main__":` (workers re-import this file). With spawn, the 2.10 operator check (ops_detected.py)
# leaves num_parallel_workers as it is.
# Bounded like repro.py, with a longer limit for the workers' start-up: TimeoutError would mean "it hung".
import os
import signal
import subprocess
import sys


class Scaled:
    """Same computation as repro.py, written with mindspore.ops (which ops_detected.py shows the check spots)."""

    def __getitem__(self, i):
        import numpy as np
        import mindspore as ms
        import mindspore.ops as ops

        t = ops.mul(ms.Tensor(np.full((2, 2), i, np.float32)), 2)
        return (np.array(t),)

    def __len__(self):
        return 8


def pipeline():
    import numpy as np
    import mindspore as ms
    import mindspore.dataset as ds

    ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative

    ds.config.set_multiprocessing_start_method("spawn")
    print("main process op:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy(), flush=True)
    data = ds.GeneratorDataset(Scaled(), ["x"], num_parallel_workers=2, shuffle=False)
    print("num_parallel_workers after the check:", data.num_parallel_workers, flush=True)
    print("iterating", flush=True)
    for (x,) in data.create_tuple_iterator(output_numpy=True, num_epochs=1):
        print("batch", x[0, 0], flush=True)
    print("finished")


if __name__ == "__main__":
    if len(sys.argv) > 1:
        pipeline()
        sys.exit()
    child = subprocess.Popen([sys.executable, __file__, "pipeline"], stdout=subprocess.PIPE, text=True,
                             start_new_session=True)
    for line in child.stdout:
        print(line, end="", flush=True)
        if line.startswith("iterating"):
            break
    try:
        child.wait(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.wait()
        raise TimeoutError("hung: no batch 120 s after iteration started") from None
    print(child.stdout.read(), end="")
    sys.exit(child.returncode)
