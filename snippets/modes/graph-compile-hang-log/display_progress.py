# The lightest way to see where a compile is: MS_JIT_DISPLAY_PROGRESS=1 prints one line per main compile
# step (with a timestamp) to stdout, when the step starts. Three compiles:
#   1. one that finishes;
#   2. one that is stuck inside a step: construct() calls release.wait(), and with the default syntax level
#      (LAX) that Python call runs inside the compiler, so the compile cannot go on until another thread sets
#      the event. While it waits, the last progress line is the step it is stuck in;
#   3. one that dies inside a step (recursion limit lowered to 100): the output stops after that step.
# Runs in a fresh interpreter: the variable is set before MindSpore is imported. A watchdog ends the process after
# 90 s with a message, so a version that never lets the compile go on fails quickly instead of hanging.
import os
import sys
import threading

os.environ["MS_JIT_DISPLAY_PROGRESS"] = "1"

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


def watchdog():
    print("watchdog: still running after 90 s; giving up", flush=True)
    os._exit(3)


timer = threading.Timer(90, watchdog)
timer.daemon = True
timer.start()
x = Tensor(np.ones((2,), np.float32))


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


def unblock():
    if not entered.wait(timeout=60):
        print("   [another thread: construct()'s Python calls did not run within 60 s]", flush=True)
        return
    print("   [another thread: construct()'s Python calls are running inside the compiler; setting the event]", flush=True)
    release.set()


print("--- 1. a compile that finishes (50 unrolled steps):", flush=True)
Unrolled(50)(x)
sys.stdout.flush()

print("--- 2. a compile that is stuck until another thread lets it go:", flush=True)
threading.Thread(target=unblock, daemon=True).start()
Stuck()(x)
sys.stdout.flush()

print("--- 3. a compile that dies inside a step (recursion limit lowered to 100):", flush=True)
ms.set_recursion_limit(100)
try:
    Unrolled(200)(x)
except RuntimeError as err:
    sys.stdout.flush()
    print("RuntimeError raised:", str(err).splitlines()[0])
