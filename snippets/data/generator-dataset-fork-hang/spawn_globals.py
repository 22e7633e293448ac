# With the "spawn" start method, GeneratorDataset serialises the source object with dill and rebuilds it in each
# fresh worker. A source class defined in the main script that relies on the script's module-level imports
# (np, ms) fails there: the worker raises NameError, reported by the main process as a RuntimeError.
# fix_spawn.py is the same pipeline with the imports inside the methods. Run as its own interpreter (runner: fresh).
import numpy as np
import mindspore as ms
import mindspore.dataset as ds


class Scaled:
    """Same computation as repro.py, using the module-level names np and ms."""

    def __getitem__(self, i):
        import os
        import time

        # Only to make the recorded run end the same way every time: wait until both workers run (each leaves a file).
        # Otherwise a worker still starting up while the failed pipeline shuts down may print a second, unrelated error.
        # (os and time, imported here inside the method, are available in the worker.)
        open(f"worker.{os.getpid()}", "w").close()
        while sum(f.startswith("worker.") for f in os.listdir(".")) < 2:
            time.sleep(0.1)
        t = ms.Tensor(np.full((2, 2), i, np.float32)) * 2
        return (np.array(t),)

    def __len__(self):
        return 8


if __name__ == "__main__":
    ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
    ds.config.set_multiprocessing_start_method("spawn")
    print("main process op:", (ms.Tensor(np.ones(2, np.float32)) + 1).asnumpy(), flush=True)
    data = ds.GeneratorDataset(Scaled(), ["x"], num_parallel_workers=2, shuffle=False)
    print("iterating", flush=True)
    for (x,) in data.create_tuple_iterator(output_numpy=True, num_epochs=1):
        print("batch", x[0, 0], flush=True)
    print("finished")
