# Version difference: the pipeline of repro.py (64 MB /dev/shm, 2 workers, 8 MB rows, no max_rowsize given) on
# MindSpore 2.0.0, run in this site's Python 3.9 environment. There GeneratorDataset's default was max_rowsize=6 (MB):
# shared memory for 2 x (16 + 2) slots of 6 MB is reserved up front, checked against /dev/shm, and refused.
# Runs in a private mount namespace (`unshare --mount`, needs root) with its own 64 MB /dev/shm.
import subprocess
import sys

if len(sys.argv) == 1:
    sys.exit(subprocess.run(["unshare", "--mount", sys.executable, __file__, "64m"]).returncode)

subprocess.run(["mount", "-t", "tmpfs", "-o", "size=" + sys.argv[1], "tmpfs", "/dev/shm"], check=True)
print(subprocess.run(["df", "-h", "/dev/shm"], capture_output=True, text=True).stdout, flush=True)

import numpy as np
import mindspore.dataset as ds


class FeatureMaps:
    """16 samples of 8 MB each (2048x1024 float32)."""

    def __getitem__(self, i):
        return (np.full((2048, 1024), i, np.float32),)

    def __len__(self):
        return 16


data = ds.GeneratorDataset(FeatureMaps(), ["x"], num_parallel_workers=2, shuffle=False)
print("max_rowsize (default):", data.max_rowsize, flush=True)
n = sum(1 for _ in data.create_tuple_iterator(output_numpy=True, num_epochs=1))
print("finished:", n, "samples")
