# Which phase is a compile in right now? The last "Status record: start <phase> action" without a matching
# "end" line. current_phase() is what you would run against the log of a compile that seems stuck
# (or: grep "Status record" <log> | tail -n 1). Here a watcher thread polls the log during a slow compile,
# then a compile that dies inside a phase shows that the log keeps pointing at that phase.
# Runs in a fresh interpreter: the GLOG_* variables are read when MindSpore is imported.
import glob
import os
import re
import threading
import time

os.environ.update(GLOG_v="2", MS_SUBMODULE_LOG_v="{PIPELINE:1}",   # INFO only for the compile pipeline
                  GLOG_logtostderr="0", GLOG_log_dir=os.path.abspath("ms_log"))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
RECORD = re.compile(r"Status record: (start|end) (\S+) action")


def current_phase(log_path):
    """The phase that has started and not ended yet (None between phases or after the compile)."""
    phase = None
    with open(log_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = RECORD.search(line)
            if m:
                phase = m.group(2) if m.group(1) == "start" else None
    return phase


class Unrolled(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):      # unrolled: type inference takes a while
            x = x * 0.5 + 1
        return x


x = Tensor(np.ones((2,), np.float32))
Unrolled(1)(x)                              # creates the log file
log = glob.glob("ms_log/rank_0/logs/mindspore.INFO")[0]

# 1. Watch a slow (not stuck) compile from another thread, as you would from another terminal.
seen, done = [], threading.Event()


def watch():
    while not done.is_set():
        seen.append(current_phase(log))
        time.sleep(0.1)


watcher = threading.Thread(target=watch)
watcher.start()
t0 = time.perf_counter()
Unrolled(200)(x)
done.set()
watcher.join()
print(f"compile of 200 unrolled steps took {time.perf_counter() - t0:.2f} s")
print("type_inference seen as the running phase:", "type_inference" in seen)
print("running phase after the compile returned:", current_phase(log))

# 2. A compile that stops inside a phase: the last record is a 'start' with no 'end'.
ms.set_recursion_limit(100)
try:
    Unrolled(200)(x)
except RuntimeError as err:
    print("compile failed:", str(err).splitlines()[0])
print("running phase according to the log:", current_phase(log))
