# Survey: ops.ComputeAccidentalHits called right and wrong, next to an operator that checks its inputs (TopK).
# Every case runs in a child process with faulthandler on; when a case kills the child (segfault), the parent
# records the signal and the stack, then restarts the child from the next case. One line per case:
#   ok + output shapes, or exception type + first line of its message, or the signal that killed the child.
import re
import subprocess
import sys

CHILD = r'''
import sys
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

true_classes = Tensor(np.array([[1], [2]], np.int64))
sampled = Tensor(np.array([1, 3, 2], np.int64))
CASES = [
    ("ComputeAccidentalHits(num_true=1)(true_classes, sampled)  [right]",
     lambda: ops.ComputeAccidentalHits(num_true=1)(true_classes, sampled)),
    ("ComputeAccidentalHits(num_true=1)(empty (0,1), sampled)",
     lambda: ops.ComputeAccidentalHits(num_true=1)(Tensor(np.zeros((0, 1), np.int64)), sampled)),
    ("TopK()(x)  [second input missing]",
     lambda: ops.TopK()(Tensor(np.ones((2, 2), np.float32)))),
    ("ComputeAccidentalHits()(Tensor([]))  [issue #341]",
     lambda: ops.ComputeAccidentalHits()(Tensor([]))),
    ("ComputeAccidentalHits(num_true=1)(true_classes)  [second input missing]",
     lambda: ops.ComputeAccidentalHits(num_true=1)(true_classes)),
]
for i in range(int(sys.argv[1]), len(CASES)):
    name, fn = CASES[i]
    print("@@%d %s" % (i, name), flush=True)
    try:
        out = fn()
        outs = out if isinstance(out, (tuple, list)) else (out,)
        print("=> ok, output shapes", [tuple(o.asnumpy().shape) for o in outs], flush=True)
    except Exception as e:  # a survey: record whatever each case raises
        msg = [ln for ln in str(e).splitlines() if ln.strip() and not set(ln.strip()) <= set("-")]
        first = " ".join(m.strip(" -") for m in msg[:2]) if msg and msg[0].strip().endswith(":") else (msg[0] if msg else "")
        print("=> %s: %s" % (type(e).__name__, first[:150]), flush=True)
print("@@end", flush=True)
'''
with open("child.py", "w") as f:
    f.write(CHILD)

start = 0
crashed = None
while True:
    p = subprocess.run([sys.executable, "-X", "faulthandler", "child.py", str(start)],
                       capture_output=True, text=True, timeout=60)
    last = start
    for ln in p.stdout.splitlines():
        if ln.startswith("@@end"):
            break
        if ln.startswith("@@"):
            last = int(ln[2:].split()[0])
            print(ln[2:])
        elif ln.startswith("=> "):
            print("   ", ln)
    if p.returncode == 0:
        break
    print("    => the child process died: return code %d%s" % (p.returncode, " (SIGSEGV)" if p.returncode == -11 else ""))
    crashed = crashed or p
    for ln in p.stderr.splitlines():           # faulthandler's stack, paths shortened, line numbers of MindSpore dropped
        if ln.startswith("Fatal Python error"):
            print("      ", ln)
        elif ln.lstrip().startswith("File"):
            m = re.search(r'File "(?:.*[\\/])?(mindspore[\\/].*|child\.py)", line (\d+) in (.*)', ln)
            if m:
                where = m.group(1) if m.group(1) == "child.py" else m.group(1).replace("\\", "/")
                print("        File %s%s in %s" % (where, ", line " + m.group(2) if where == "child.py" else "", m.group(3)))
    start = last + 1
    if start >= 5:
        break
if crashed:
    crashed.check_returncode()    # fail like the crashed program: CalledProcessError, died with the signal
