# When are the switches read? Two compiles of the same 100-step unrolled network:
#   1. here, with no switches set (MindSpore's defaults): what does a compile write to the terminal?
#   2. in a child process that imports MindSpore first and only then sets GLOG_v=1 / GLOG_logtostderr=0 /
#      GLOG_log_dir and MS_JIT_DISPLAY_PROGRESS=1, before its first compile. Which of them still take effect?
import glob
import os
import re
import subprocess
import sys
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor


class Unrolled(nn.Cell):
    def construct(self, x):
        for _ in range(100):
            x = x * 0.5 + 1
        return x


def compile_once():
    ms.set_context(mode=ms.GRAPH_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
    Unrolled()(Tensor(np.ones((2,), np.float32)))


def captured(fn):
    """Run fn with the process's own stdout/stderr (file descriptors 1 and 2) sent to files; return their text."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = os.dup(1), os.dup(2)
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        os.dup2(out.fileno(), 1)
        os.dup2(err.fileno(), 2)
        try:
            fn()
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
        out.seek(0)
        err.seek(0)
        return out.read(), err.read()


def describe(line):
    m = re.match(r"\[(\w+)\] (\w+)\(.*?\[\S*?([\w.]+):\d+\]", line)
    return f"[{m.group(1)}] {m.group(2)} from {m.group(3)}" if m else line


if sys.argv[1:] == ["child"]:
    os.environ.update(GLOG_v="1", GLOG_logtostderr="0", GLOG_log_dir=os.path.abspath("ms_log"),
                      MS_JIT_DISPLAY_PROGRESS="1")
    compile_once()
    sys.exit(0)

out, err = captured(compile_once)
print("1. defaults: stdout lines:", len(out.splitlines()), "| stderr lines:", [describe(l) for l in err.splitlines()])

child = subprocess.run([sys.executable, __file__, "child"], capture_output=True, text=True, check=True)
progress = [l.split(": ", 1)[1] for l in child.stdout.splitlines() if re.match(r"\d{4}-\d\d-\d\d-", l)]
print("2. set after import: progress lines printed:", len(progress), "| first:", progress[0] if progress else None)
print("   GLOG_* set after import: files under ms_log:", sorted(glob.glob("ms_log/**/*", recursive=True)) or "none",
      "| INFO lines on stderr:", sum(l.startswith("[INFO]") for l in child.stderr.splitlines()))
