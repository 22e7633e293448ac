# Reproducer: /dev/shm is already full (e.g. files left behind by crashed jobs), so not even the
# multiprocessing.Event that GeneratorDataset creates for its workers can be allocated.
# Runs twice in a private mount namespace (`unshare --mount`, needs root) with its own 64 MB /dev/shm:
# first empty (small rows need little shared memory: it works), then filled up first (it fails).
# The machine's /dev/shm is not touched.
import subprocess
import sys

if len(sys.argv) == 1:
    subprocess.run(["unshare", "--mount", sys.executable, __file__, "64m", "empty"], check=True)
    sys.exit(subprocess.run(["unshare", "--mount", sys.executable, __file__, "64m", "full"]).returncode)

subprocess.run(["mount", "-t", "tmpfs", "-o", "size=" + sys.argv[1], "tmpfs", "/dev/shm"], check=True)
if sys.argv[2] == "full":
    with open("/dev/shm/leftover.bin", "wb") as f:  # fill it up, as stale files from earlier runs would
        try:
            while True:
                f.write(b"\0" * 1024 * 1024)
                f.flush()
        except OSError:
            pass
print("---", sys.argv[2], "/dev/shm")
print(subprocess.run(["df", "-h", "/dev/shm"], capture_output=True, text=True).stdout, flush=True)

import numpy as np
import mindspore.dataset as ds


class Small:
    def __getitem__(self, i):
        return (np.full((4,), i, np.float32),)

    def __len__(self):
        return 8


data = ds.GeneratorDataset(Small(), ["x"], num_parallel_workers=2, shuffle=False)
n = sum(1 for _ in data.create_tuple_iterator(output_numpy=True, num_epochs=1))
print("finished:", n, "samples")
