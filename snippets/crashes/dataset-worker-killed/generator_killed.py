# A GeneratorDataset worker process (python_multiprocessing=True, 2 workers) is killed by SIGKILL while it reads
# item 3 -- what the OOM killer does to a worker that uses too much memory. The pipeline runs in a child process
# with a time limit; printed: how the child ended and MindSpore's log lines about it; then the child's exit status is
# checked, so this script fails the way a launcher sees the training process end.
import re
import subprocess
import sys

CHILD = '''
import os
import signal
import numpy as np
import mindspore as ms
import mindspore.dataset as ds


class Source:
    def __getitem__(self, i):
        if i == 3:
            os.kill(os.getpid(), signal.SIGKILL)     # this worker dies here
        return (np.full((2,), i, np.float32),)

    def __len__(self):
        return 8


print("mindspore", ms.__version__, flush=True)
data = ds.GeneratorDataset(Source(), ["x"], num_parallel_workers=2, python_multiprocessing=True, shuffle=False)
rows = 0
for _ in data.create_tuple_iterator(num_epochs=1, output_numpy=True):
    rows += 1
print("main process finished the epoch, rows:", rows)
'''
with open("child.py", "w") as f:
    f.write(CHILD)

try:
    p = subprocess.run([sys.executable, "child.py"], capture_output=True, text=True, timeout=15)
except subprocess.TimeoutExpired:
    print("the main process hung: no exit within 15 s (killed)")
else:
    print(p.stdout.strip())
    print("main process return code:", p.returncode, "(-15 = SIGTERM)" if p.returncode == -15 else "")
    sys.stdout.flush()
    for ln in p.stderr.splitlines():          # copied to this script's stderr, as the reader sees them
        if re.match(r"\[(ERROR|CRITICAL|EXCEPTION)\] (MD|ME)", ln) and "Cuda" not in ln and "libmindspore_gpu" not in ln:
            print(re.sub(r"process \d+", "process <pid>", ln), file=sys.stderr)   # MindSpore's line about the dead worker
        elif re.match(r"\w+Error: ", ln):
            print(ln[:200], file=sys.stderr)
    p.check_returncode()      # the training script's own exit: raises CalledProcessError (died with SIGTERM)
