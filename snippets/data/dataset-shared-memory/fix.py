# Fix 1: give the container a larger /dev/shm (docker run --shm-size=8g ..., or a larger emptyDir with
# medium: Memory on Kubernetes). Here: the same pipeline as repro.py, in a private mount namespace
# (`unshare --mount`, needs root) whose /dev/shm is 1 GB instead of 64 MB.
import re
import subprocess
import sys

if len(sys.argv) == 1:
    proc = subprocess.run(["unshare", "--mount", sys.executable, __file__, "1g"], stderr=subprocess.PIPE, text=True)
    # Versions that log a warning per worker (1.10, 2.0: a row larger than their default max_rowsize of 6 MB) name
    # the worker; mask its number and print each distinct line once, so that two runs print the same text.
    lines = re.sub(r"(GeneratorWorkerProcess|_GeneratorWorkerMp-)\d+", r"\1<n>", proc.stderr).splitlines(keepends=True)
    seen = set()
    for line in lines:
        key = re.sub(r"^\[\w+\] \w+\([^)]*\):\S+ ", "", line)  # the line without its log header
        if key not in seen:
            seen.add(key)
            sys.stderr.write(line)
    sys.exit(proc.returncode)

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
n = sum(1 for _ in data.create_tuple_iterator(output_numpy=True, num_epochs=1))
print("finished:", n, "samples")
