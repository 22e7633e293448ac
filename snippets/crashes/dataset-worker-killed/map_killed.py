# The same for a map() function run in worker processes (python_multiprocessing=True): the worker that maps row 3
# is killed by SIGKILL. Runs in a child process with a time limit; printed: rows received, how the child ended,
# MindSpore's log lines about it.
import re
import subprocess
import sys

CHILD = '''
import os
import signal
import numpy as np
import mindspore as ms
import mindspore.dataset as ds


def augment(x):
    if int(x[0]) == 6:                               # row 3 holds [6, 7]
        os.kill(os.getpid(), signal.SIGKILL)
    return x * 2


print("mindspore", ms.__version__, flush=True)
data = ds.NumpySlicesDataset({"x": np.arange(16, dtype=np.float32).reshape(8, 2)}, shuffle=False)
data = data.map(augment, input_columns=["x"], num_parallel_workers=2, python_multiprocessing=True)
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
            print(re.sub(r"process \d+", "process <pid>", ln), file=sys.stderr)
        elif re.match(r"\w+Error: ", ln):
            print(ln[:200], file=sys.stderr)
