# What the 1.10/2.0 message suggests, ds.config.set_enable_watchdog(False), applied to the map() pipeline whose
# worker is killed: the main process no longer exits -- it waits forever for the dead worker's rows.
# After the last row that can arrive (row 3) the child gets 4 s more, then it is killed and reported as hung.
import subprocess
import sys

CHILD = '''
import os
import signal
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
ds.config.set_enable_watchdog(False)


def augment(x):
    if int(x[0]) == 6:
        os.kill(os.getpid(), signal.SIGKILL)
    return x * 2


print("mindspore", ms.__version__, flush=True)
data = ds.NumpySlicesDataset({"x": np.arange(16, dtype=np.float32).reshape(8, 2)}, shuffle=False)
data = data.map(augment, input_columns=["x"], num_parallel_workers=2, python_multiprocessing=True)
rows = 0
for _ in data.create_tuple_iterator(num_epochs=1, output_numpy=True):
    rows += 1
    print("row", rows, flush=True)
print("main process finished the epoch, rows:", rows)
'''
with open("child.py", "w") as f:
    f.write(CHILD)

import os
import queue
import signal
import threading
import time

p = subprocess.Popen([sys.executable, "child.py"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                     start_new_session=True)
lines = queue.Queue()
threading.Thread(target=lambda: [lines.put(ln.rstrip()) for ln in p.stdout] + [lines.put(None)], daemon=True).start()
deadline = time.monotonic() + 60          # importing MindSpore on a loaded machine can take a while
ln = ""
while ln is not None and ln != "row 3" and time.monotonic() < deadline:
    try:
        ln = lines.get(timeout=1)
    except queue.Empty:
        continue
    if ln is not None:
        print(ln)
try:
    p.wait(timeout=4)                      # rows 1-3 arrived; the worker for row 4 is dead. Does the main process exit?
    print("child exited, return code:", p.returncode)
except subprocess.TimeoutExpired:
    os.killpg(p.pid, signal.SIGKILL)       # the child and its remaining workers
    p.wait()
    print("hung: 4 s after row 3 the main process was still waiting (killed)")
