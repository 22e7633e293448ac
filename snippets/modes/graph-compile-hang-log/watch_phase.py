# Which phase is a compile in right now? The last "Status record: start <phase> action" without a matching
# "end" line. current_phase() is what you would run against the log of a compile that seems stuck
# (or: grep "Status record" <log> | tail -n 1). Two cases:
#   1. a compile that is stuck: construct() calls release.wait(), and with the default syntax level (LAX) that
#      Python call runs inside the compiler. Another thread reads the log while the compile waits, as you would
#      from another terminal, then lets it go;
#   2. a compile that dies inside a phase (recursion limit lowered to 100): the log keeps pointing at that phase;
#   3. a compile rejected by the parser (`del` in construct): in which phase does that happen?
# Runs in a fresh interpreter: the GLOG_* variables are read when MindSpore is imported. A watchdog ends the
# process after 90 s with a message, so a version that never lets the compile go on fails quickly instead of hanging.
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


def watchdog():
    print("watchdog: still running after 90 s; giving up", flush=True)
    os._exit(3)


timer = threading.Timer(90, watchdog)
timer.daemon = True
timer.start()

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
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
        for _ in range(self.steps):
            x = x * 0.5 + 1
        return x


entered, release = threading.Event(), threading.Event()


class Stuck(nn.Cell):
    def construct(self, x):
        entered.set()                 # run by the compiler (a Python call on constants, LAX)
        release.wait()                # ... and the compiler waits here until the event is set
        return x + 1


x = Tensor(np.ones((2,), np.float32))
Unrolled(1)(x)                              # creates the log file
log = glob.glob("ms_log/rank_0/logs/mindspore.INFO")[0]

# 1. A stuck compile, watched from another thread.
seen = []


def watch():
    if not entered.wait(timeout=60):
        seen.append("construct()'s Python calls did not run within 60 s")
        return
    deadline = time.monotonic() + 60
    while current_phase(log) is None and time.monotonic() < deadline:   # give the log writer time to flush
        time.sleep(0.1)
    seen.append(current_phase(log))
    release.set()


watcher = threading.Thread(target=watch, daemon=True)
watcher.start()
Stuck()(x)
watcher.join()
print("running phase while the compile was stuck:", seen[0])
print("running phase after the compile returned:", current_phase(log))

# 2. A compile that stops inside a phase: the last record is a 'start' with no 'end'.
ms.set_recursion_limit(100)
try:
    Unrolled(200)(x)
except RuntimeError as err:
    print("compile failed:", str(err).splitlines()[0])
print("running phase according to the log:", current_phase(log))



# 3. A statement the graph parser rejects.
class WithDel(nn.Cell):
    def construct(self, x):
        y = x + 1
        del y
        return x


try:
    WithDel()(x)
except RuntimeError as err:
    print("compile failed:", str(err).splitlines()[0])
print("running phase according to the log:", current_phase(log))

with open(log, encoding="utf-8", errors="replace") as f:
    modules = sorted({m.group(1) for m in re.finditer(r"^\[INFO\] (\w+)\(", f.read(), re.M)})
print("modules that wrote INFO lines:", modules)
