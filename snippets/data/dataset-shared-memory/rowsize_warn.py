# What max_rowsize means in 2.10: a fixed shared-memory slot per row (in MB). A row larger than the slot does not
# fail: the worker logs a warning once and sends that row through a pipe instead (slower, but no /dev/shm).
# So a small max_rowsize is also a way to fit a pipeline into a small /dev/shm. Runs in a private mount namespace
# (`unshare --mount`, needs root) whose /dev/shm is 64 MB, with the 8 MB rows that killed repro.py.
import re
import subprocess
import sys

if len(sys.argv) == 1:
    proc = subprocess.run(["unshare", "--mount", sys.executable, __file__, "64m"], stderr=subprocess.PIPE, text=True)
    # Each worker process may log the warning once; mask the worker number and print each distinct line once,
    # so that two runs print the same text.
    lines = re.sub(r"(GeneratorWorkerProcess|_GeneratorWorkerMp-)\d+", r"\1<n>", proc.stderr).splitlines(keepends=True)
    seen = set()
    for line in lines:
        key = re.sub(r"^\[\w+\] \w+\([^)]*\):\S+ ", "", line)  # the line without its log header
        if key not in seen:
            seen.add(key)
            sys.stderr.write(line)
    sys.exit(proc.returncode)

subprocess.run(["mount", "-t", "tmpfs", "-o", "size=" + sys.argv[1], "tmpfs", "/dev/shm"], check=True)

import numpy as np
import mindspore.dataset as ds


class FeatureMaps:
    """16 samples of 8 MB each (2048x1024 float32)."""

    def __getitem__(self, i):
        return (np.full((2048, 1024), i, np.float32),)

    def __len__(self):
        return 16


# Reserved up front: 2 workers x (16 + 2) slots x 1 MB = 36 MB, under 80% of the 64 MB.
data = ds.GeneratorDataset(FeatureMaps(), ["x"], num_parallel_workers=2, shuffle=False, max_rowsize=1)
total = 0.0
for (x,) in data.create_tuple_iterator(output_numpy=True, num_epochs=1):
    total += float(x[0, 0])
print("finished: 16 samples, checksum", total)
