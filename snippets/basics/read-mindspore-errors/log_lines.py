# MindSpore's own log lines: what the header of "[WARNING] ME(...)" / "[ERROR] ANALYZER(...)" says.
# The script triggers a Python-side warning and a C++-side warning and error, catches what they write to stderr
# (fd 2, where both the Python logger and the C++ logger write), shows it unchanged, then splits each header.
import os
import re
import sys

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

captured = open("stderr.log", "w+", encoding="utf-8")
saved_fd = os.dup(2)
sys.stderr.flush()
os.dup2(captured.fileno(), 2)
try:
    ms.set_context(device_target="CPU")              # Python side: deprecation WARNING (not in 1.10, 2.0)
    ms.set_context(mode=ms.GRAPH_MODE)               # explicit: the default mode differs between 1.x and 2.x

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(3, 2)

        def construct(self, x):
            return self.fc(x)

    try:
        Net()(Tensor(np.ones((2, 4), np.float32)))   # C++ side: the graph compiler logs a WARNING and an ERROR
    except ValueError:
        pass
finally:
    sys.stderr.flush()
    os.dup2(saved_fd, 2)

captured.seek(0)
text = captured.read()
sys.stderr.write(text)                               # the lines as they were printed (see the stderr below)

HEADER = re.compile(r"^\[(?P<level>[A-Z]+)\] (?P<module>[A-Z_]+)\((?P<pid>\d+)(?P<sep>[:,])(?P<tid>\w+),(?P<proc>[^)]*)\):"
                    r"(?P<time>\S+) \[(?P<src>[^\]]+)\] (?:(?P<func>[^\s\]]+)\] )?(?P<msg>.*)$")
TIME = re.compile(r"\d{4}-\d\d-\d\d-\d\d:\d\d:\d\d\.\d+\.\d*")   # Python side: digits not zero-padded
python_tid = None
for line in text.splitlines():
    m = HEADER.match(line)
    if not m:
        continue
    if m["sep"] == ":":                              # Python side: pid:tid, thread id in decimal
        python_tid = int(m["tid"])
        ids = "Python side: pid:tid, tid in decimal"
    else:                                            # C++ side: pid,tid, thread id in hexadecimal
        same = "no Python-side line to compare" if python_tid is None else int(m["tid"], 16) == python_tid
        ids = f"C++ side: pid,tid, tid in hex; same thread as the Python line: {same}"
    when = "YYYY-MM-DD-hh:mm:ss.mmm.uuu" if TIME.fullmatch(m["time"]) else "other format"
    print(f"level={m['level']}  module={m['module']}  process={m['proc']}  time={when}")
    print(f"    ids: {ids}")
    print(f"    source={m['src']}  function={m['func'] or '-'}")
    print(f"    message={m['msg'][:100]}")
