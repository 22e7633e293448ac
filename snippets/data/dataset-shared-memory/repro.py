# Reproducer: GeneratorDataset worker processes hand rows to the main process through /dev/shm.
# Docker gives a container a 64 MB /dev/shm unless it is started with --shm-size. To get that situation without
# touching the machine, the script re-runs itself in a private mount namespace (`unshare --mount`, needs root)
# whose /dev/shm is a new 64 MB tmpfs; the outer copy only launches it and reports how it ended.
import re
import subprocess
import sys

if len(sys.argv) == 1:
    proc = subprocess.run(["unshare", "--mount", sys.executable, __file__, "64m"], stderr=subprocess.PIPE, text=True)
    # Mask the worker's pid ("process 123", "process: 123" in 2.6-2.7), and print each distinct line once: every
    # worker that dies prints the same line.
    lines = re.sub(r"process(:?) \d+", r"process\1 <pid>", proc.stderr).splitlines(keepends=True)
    if proc.returncode < 0:
        # Killed by a signal: keep MindSpore's log lines. A Python traceback that the dying process may or may not
        # get to print first (2.6-2.7: a ConnectionResetError, depending on timing) is left out.
        lines = [line for line in lines if re.match(r"\[[A-Z]+\] [A-Z_]+\(", line) or "bus error" in line]
    seen = set()
    for line in lines:
        key = re.sub(r"^\[\w+\] \w+\([^)]*\):\S+ ", "", line)  # the line without its log header
        if key not in seen:
            seen.add(key)
            sys.stderr.write(line)
    proc.check_returncode()  # the training process did not end normally: raise, as a job launcher reports it
    sys.exit()

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


# MindSpore 2.10 defaults: python_multiprocessing=True, max_rowsize=None (shared memory sized to each row).
# Worker processes exist only with num_parallel_workers > 1 (the default is 1).
data = ds.GeneratorDataset(FeatureMaps(), ["x"], num_parallel_workers=2, shuffle=False)
print("max_rowsize (default):", data.max_rowsize, flush=True)  # what this version does with the default
rows = data.create_tuple_iterator(output_numpy=True, num_epochs=1)
print("dataset and iterator created, reading rows", flush=True)
# (Whether the first row arrives before the workers fill /dev/shm depends on timing, so it is not printed.)
n = sum(1 for _ in rows)
print("finished:", n, "samples")
