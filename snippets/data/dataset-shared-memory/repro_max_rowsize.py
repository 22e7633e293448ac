# Reproducer: an explicit max_rowsize (the 1.x advice; the 1.x default was 6 MB) makes GeneratorDataset reserve
# num_parallel_workers x (prefetch + 2) x max_rowsize MB of shared memory up front, and refuse to start when that
# estimate exceeds 80% of the free space in /dev/shm.
# Runs in a private mount namespace (`unshare --mount`, needs root) with its own 64 MB /dev/shm.
import subprocess
import sys

if len(sys.argv) == 1:
    sys.exit(subprocess.run(["unshare", "--mount", sys.executable, __file__, "64m"]).returncode)

subprocess.run(["mount", "-t", "tmpfs", "-o", "size=" + sys.argv[1], "tmpfs", "/dev/shm"], check=True)
print(subprocess.run(["df", "-h", "/dev/shm"], capture_output=True, text=True).stdout, flush=True)

import numpy as np
import mindspore.dataset as ds


class Small:
    def __getitem__(self, i):
        return (np.full((4,), i, np.float32),)

    def __len__(self):
        return 8


# 2 workers x (prefetch 16 + 2) x 16 MB = 576 MB, although every row here is only 16 bytes.
print("prefetch size:", ds.config.get_prefetch_size(), flush=True)
data = ds.GeneratorDataset(Small(), ["x"], num_parallel_workers=2, shuffle=False, max_rowsize=16)
n = sum(1 for _ in data.create_tuple_iterator(output_numpy=True, num_epochs=1))
print("finished:", n, "samples")
