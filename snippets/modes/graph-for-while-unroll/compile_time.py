# For-loop (unrolled) versus while-loop with a Tensor condition (a real loop), at 10, 100 and 300 steps.
# Graph size: function graphs after type_inference, from the INFO log's "Extra status record" line
# (see graph-compile-hang-log); the log goes to a file so the output stays short.
# Time: both loops are compiled and run in this one process, interleaved (10 for, 10 while, 100 for, ...),
# in three rounds, and only ratios are printed: a busy machine slows both sides alike.
#   compile = the first call of a new Cell (compile + one run), median of the three rounds;
#   run     = a later call (run only), the fastest of 3 x 15 calls.
# Fresh interpreter: the log variables must be set before MindSpore is imported.
import glob
import os
import re
import statistics
import time

os.environ.update(GLOG_v="2", MS_SUBMODULE_LOG_v="{PIPELINE:1}",   # INFO for the compile pipeline only
                  GLOG_logtostderr="0", GLOG_log_dir=os.path.abspath("ms_log"))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)   # explicit: 1.x defaults to GRAPH_MODE, 2.x to PYNATIVE_MODE


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


STEPS = (10, 100, 300)
LOOPS = (("for", ForLoop), ("while", WhileLoop))
ROUNDS, RUNS = 3, 15
x = Tensor(np.ones((2,), np.float32))
WhileLoop(1)(x)  # warm-up: the first compile in a process also pays one-time set-up

compile_s = {(n, name): [] for n in STEPS for name, _ in LOOPS}
run_s = {(n, name): [] for n in STEPS for name, _ in LOOPS}
graphs = {}
for rnd in range(ROUNDS):
    for n in STEPS:
        for name, cls in LOOPS:
            net = cls(n)                     # a new Cell is compiled again
            t0 = time.perf_counter()
            y = net(x)                       # first call: compile + run
            compile_s[n, name].append(time.perf_counter() - t0)
            assert np.allclose(y.asnumpy(), 2.0, atol=1e-2)
            if rnd == 0:
                graphs[n, name] = graphs_after_type_inference()
            for _ in range(RUNS):            # later calls: run only
                t0 = time.perf_counter()
                net(x).asnumpy()
                run_s[n, name].append(time.perf_counter() - t0)

med = statistics.median
print("function graphs after type_inference:")
for n in STEPS:
    print(f"  {n:3d} steps: for {graphs[n, 'for']:4d}, while {graphs[n, 'while']:2d}")
print("compile time, for / while (median of 3 rounds):")
for n in STEPS:
    print(f"  {n:3d} steps: {med(compile_s[n, 'for']) / med(compile_s[n, 'while']):.1f}×")
print(f"compile time, {STEPS[-1]} steps / {STEPS[0]} steps (median of 3 rounds):")
for name, _ in LOOPS:
    print(f"  {name:5s}: {med(compile_s[STEPS[-1], name]) / med(compile_s[STEPS[0], name]):.1f}×")
print(f"run time of a later call, while / for (fastest of {ROUNDS * RUNS} calls):")
for n in STEPS:
    print(f"  {n:3d} steps: {min(run_s[n, 'while']) / min(run_s[n, 'for']):.1f}×")
# The ratios vary from run to run (and with load); the conclusions below are printed with a margin the recorded
# runs cleared by far, so a run that contradicts them fails `make verify` instead of silently changing the page.
for_growth = med(compile_s[STEPS[-1], "for"]) / med(compile_s[STEPS[0], "for"])
while_growth = med(compile_s[STEPS[-1], "while"]) / med(compile_s[STEPS[0], "while"])
print(f"conclusion: at {STEPS[-1]} steps for compiles at least 3x longer than while:",
      med(compile_s[STEPS[-1], "for"]) > 3 * med(compile_s[STEPS[-1], "while"]))
print(f"conclusion: from {STEPS[0]} to {STEPS[-1]} steps for's compile time grows at least 3x more than while's:",
      for_growth > 3 * while_growth)
print("conclusion: at every step count a later while call runs slower than a for call (by more than 1.5x):",
      all(min(run_s[n, "while"]) > 1.5 * min(run_s[n, "for"]) for n in STEPS))
