# Compile time and graph size of an unrolled for-loop versus a while-loop with a Tensor condition,
# for 10, 100 and 300 steps. The graph count comes from the INFO log's "Extra status record" line after
# type_inference (see graph-compile-hang-log); the log goes to a file so the output stays short.
# Runs in a fresh interpreter: the log variables must be set before MindSpore is imported.
import glob
import os
import re
import time

os.environ.update(GLOG_v="2", MS_SUBMODULE_LOG_v="{PIPELINE:1}",   # INFO for the compile pipeline only
                  GLOG_logtostderr="0", GLOG_log_dir=os.path.abspath("ms_log"))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class ForLoop(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        for _ in range(self.steps):          # unrolled: one copy of the body per step
            x = x * 0.5 + 1
        return x


class WhileLoop(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps

    def construct(self, x):
        i = Tensor(0, ms.int32)              # Tensor condition: compiled once as a real loop
        while i < self.steps:
            x = x * 0.5 + 1
            i = i + 1
        return x


def graphs_after_type_inference():
    """Function graphs in the last compile, from the line after 'end type_inference action'."""
    with open(glob.glob("ms_log/rank_0/logs/mindspore.INFO")[0], encoding="utf-8", errors="replace") as f:
        last_compile = f.read().rsplit("Start compiling", 1)[1]
    m = re.search(r"end type_inference action.*\n.*total func graphs: (\d+)", last_compile)
    return int(m.group(1))


x = Tensor(np.ones((2,), np.float32))
WhileLoop(1)(x)  # warm-up: the first compile in a process also pays one-time set-up

print("steps | loop  | graphs after type_inference | compile (1st call), run (2nd call)")
for steps in (10, 100, 300):
    for name, cls in (("for", ForLoop), ("while", WhileLoop)):
        net = cls(steps)
        t0 = time.perf_counter()
        y = net(x)                           # 1st call: compile + run
        t1 = time.perf_counter()
        y = net(x)                           # 2nd call: run only
        t2 = time.perf_counter()
        assert np.allclose(y.asnumpy(), 2.0, atol=1e-2)
        print(f"{steps:5d} | {name:5s} | {graphs_after_type_inference():27d} | {t1 - t0:.2f} s, {(t2 - t1) * 1000:.1f} ms")
