# Fix 2: keep the 64 MB /dev/shm and stop passing rows through it. Same pipeline as repro.py, run twice in a
# private mount namespace (`unshare --mount`, needs root) whose /dev/shm is 64 MB:
#   threads: python_multiprocessing=False, workers are threads of the main process (no shared memory needed);
#   pipes:   worker processes, but ds.config.set_enable_shared_mem(False): rows are pickled through pipes.
import re
import subprocess
import sys

if len(sys.argv) == 1:
    for mode in ("threads", "pipes"):
        proc = subprocess.run(["unshare", "--mount", sys.executable, __file__, "64m", mode],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        print(f"--- {mode}: exit code {proc.returncode}")
        print(proc.stdout.strip(), flush=True)
        proc.check_returncode()
    sys.exit()

subprocess.run(["mount", "-t", "tmpfs", "-o", "size=" + sys.argv[1], "tmpfs", "/dev/shm"], check=True)

import numpy as np
import mindspore.dataset as ds


class FeatureMaps:
    """16 samples of 8 MB each (2048x1024 float32)."""

    def __getitem__(self, i):
        return (np.full((2048, 1024), i, np.float32),)

    def __len__(self):
        return 16


if sys.argv[2] == "threads":
    data = ds.GeneratorDataset(FeatureMaps(), ["x"], num_parallel_workers=2, shuffle=False,
                               python_multiprocessing=False)
else:
    ds.config.set_enable_shared_mem(False)  # deprecated since 2.8.0 (logs a warning) but still effective in 2.10
    data = ds.GeneratorDataset(FeatureMaps(), ["x"], num_parallel_workers=2, shuffle=False)
n = sum(1 for _ in data.create_tuple_iterator(output_numpy=True, num_epochs=1))
print("finished:", n, "samples")
