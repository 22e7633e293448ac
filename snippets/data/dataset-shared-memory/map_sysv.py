# map()/batch() with python_multiprocessing=True in 2.10: rows travel between processes through System V shared
# memory segments (shmget, listed by `ipcs -m`), not through files in /dev/shm, and max_rowsize is accepted but
# no longer sizes anything (only a deprecation warning). Runs in private mount and IPC namespaces
# (`unshare --mount --ipc`, needs root): /dev/shm is 64 MB and the segments listed are only this run's.
import subprocess
import sys

if len(sys.argv) == 1:
    sys.exit(subprocess.run(["unshare", "--mount", "--ipc", sys.executable, __file__, "64m"]).returncode)

subprocess.run(["mount", "-t", "tmpfs", "-o", "size=" + sys.argv[1], "tmpfs", "/dev/shm"], check=True)

import os
import numpy as np
import mindspore.dataset as ds


def enlarge(x):
    return np.full((2048, 1024), x, np.float32)  # 8 MB per output row


def dev_shm_used_mb():
    st = os.statvfs("/dev/shm")
    return (st.f_blocks - st.f_bfree) * st.f_frsize // 2**20


def sysv_segment_sizes():
    with open("/proc/sysvipc/shm") as f:
        return [int(line.split()[3]) for line in f.readlines()[1:]]


data = ds.NumpySlicesDataset({"x": np.arange(16, dtype=np.float32)}, shuffle=False)
# For GeneratorDataset, max_rowsize=4096 would ask for hundreds of GB of /dev/shm and fail at once.
data = data.map(enlarge, input_columns=["x"], num_parallel_workers=2, python_multiprocessing=True, max_rowsize=4096)
n, biggest, shm_used = 0, 0, 0
for (x,) in data.create_tuple_iterator(output_numpy=True, num_epochs=1):
    n += 1
    biggest = max([biggest] + sysv_segment_sizes())
    shm_used = max(shm_used, dev_shm_used_mb())
print("finished:", n, "samples of", x.nbytes // 2**20, "MB")
print("largest System V segment seen >= 8 MB:", biggest >= 8 * 2**20)
print("most /dev/shm used during the run (MB):", shm_used)
