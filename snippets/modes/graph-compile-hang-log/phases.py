# Which compile phases does MindSpore record in the INFO log, and in what order?
# The log goes to files under ./ms_log instead of the screen (GLOG_logtostderr=0); this script then reads
# the "Status record: start/end <phase> action" lines and prints one row per phase. MS_JIT_DISPLAY_PROGRESS=1
# is on as well: its lines (normally on stdout) are captured and placed in the phase that was running when
# each was printed, so the two tools can be matched.
# Runs in a fresh interpreter: the GLOG_* variables are read when MindSpore is imported.
import glob
import os
import re
import sys
import tempfile
from datetime import datetime

os.environ.update(GLOG_v="1", GLOG_logtostderr="0", GLOG_log_dir=os.path.abspath("ms_log"),
                  MS_JIT_DISPLAY_PROGRESS="1")

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 4)

    def construct(self, x):
        for _ in range(20):          # a small unrolled loop, so type_inference has some work to do
            x = self.dense(x).tanh()
        return x


sys.stdout.flush()
saved = os.dup(1)
with tempfile.TemporaryFile("w+") as progress_file:
    os.dup2(progress_file.fileno(), 1)          # the progress lines are written by C++ to file descriptor 1
    try:
        Net()(Tensor(np.ones((2, 4), np.float32)))
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
    progress_file.seek(0)
    progress_lines = progress_file.read().splitlines()

log_path = glob.glob("ms_log/rank_0/logs/mindspore.INFO")[0]      # symlink to the current INFO file
with open(log_path, encoding="utf-8", errors="replace") as f:
    lines = f.read().splitlines()
real_name = os.path.basename(os.path.realpath(log_path))
generic = re.sub(r"^mindspore\..+\.log\.INFO\.\d{8}-\d{6}\.\d+$", "mindspore.<host>.<user>.log.INFO.<date>.<pid>",
                 real_name)
print("INFO log: ms_log/rank_0/logs/mindspore.INFO ->", generic)

STAMP = r"(\d{4}-\d\d-\d\d-\d\d:\d\d:\d\d\.\d+)\.(\d+)"         # ...:SS.mmm.uuu in the log header
record = re.compile(STAMP + r" .*Status record: (start|end) (\S+) action")
size = re.compile(r"Extra status record: total func graphs: (\d+), total nodes: (\d+)")
source = re.compile(r"\[mindspore/ccsrc/(\S+?):\d+\] (\w+)\]")


def when(stamp, micro):
    return datetime.strptime(stamp, "%Y-%m-%d-%H:%M:%S.%f").timestamp() + int(micro) / 1e6


progress = []                                   # (time, text) of each MS_JIT_DISPLAY_PROGRESS line
for line in progress_lines:
    m = re.match(STAMP + r": (.*)", line)
    if m:
        progress.append((when(m.group(1), m.group(2)), m.group(3)))

rows, started, current = [], {}, None
inside = {}   # phase -> set of (source file, function) that logged while it ran
for i, line in enumerate(lines):
    m = record.search(line)
    if m:
        stamp, micro, what, phase = m.groups()
        if what == "start":
            started[phase], current = when(stamp, micro), phase
        else:
            nxt = size.search(lines[i + 1]) if i + 1 < len(lines) else None
            graphs, nodes = nxt.groups() if nxt else ("-", "-")
            rows.append((phase, started.pop(phase), when(stamp, micro), graphs, nodes))
            current = None
        continue
    s = source.search(line)
    if current and s:
        inside.setdefault(current, set()).add((s.group(1).rsplit("/", 1)[-1], s.group(2)))

print(f"{'#':>2}  {'phase':46s} graphs  nodes  time      MS_JIT_DISPLAY_PROGRESS line printed during it")
for n, (phase, t0, t1, graphs, nodes) in enumerate(rows, 1):
    said = " / ".join(text for t, text in progress if t0 <= t <= t1)
    print(f"{n:2d}  {phase:46s} {graphs:>6} {nodes:>6}  {t1 - t0:.3f} s   {said}".rstrip())
print("progress lines before the first phase:", [text for t, text in progress if t < rows[0][1]])
print("progress lines after the last phase:", [text for t, text in progress if t > rows[-1][2]])
print("phases started but never ended:", sorted(started) or "none")
print("'abstract_specialize' anywhere in the log:", any("abstract_specialize" in l for l in lines))
print("INFO lines from modules other than PIPELINE:",
      any(re.match(r"\[INFO\] (?!PIPELINE\()", l) for l in lines))
for phase in ("type_inference", "abstract_specialize"):   # abstract_specialize: the phase's name in older logs
    if phase in inside or phase == "type_inference":
        print(f"logged during {phase} (file, function):")
    for src in sorted(inside.get(phase, ())):
        if "static_analysis" in src[0] or src[1] == "AbstractAnalyze" or "specialize" in src[0]:
            print("   ", *src)
