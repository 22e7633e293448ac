# Under numpy 2 the outcome depends on the first operator call of the process (MindSpore tries to initialise numpy's
# C API once per process), so each case runs in a new interpreter. Printed: whether "Numpy init failed." was
# logged, and the last exception line of the run.
import re
import subprocess
import sys

# Each child sets PyNative mode explicitly (MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative).
PROLOGUE = ("import numpy as np\nimport mindspore as ms\nfrom mindspore import Tensor, ops\n"
            "ms.set_context(mode=ms.PYNATIVE_MODE)\nx = Tensor(np.ones((2, 3), np.float32))\n")
CASES = ["x + 1", "ops.reshape(x, (3, 2))", "x.permute(1, 0)", "ops.add(x, np.int64(1))"]

for case in CASES:
    run = subprocess.run([sys.executable, "-c", PROLOGUE + case], capture_output=True, text=True, timeout=150)
    raised = re.findall(r"^(\w+(?:Error|Exception): .*)$", run.stderr, re.M)
    print(f"first call {case}")
    print(f"    'Numpy init failed.' logged: {'Numpy init failed.' in run.stderr}; exit code {run.returncode}")
    print(f"    {raised[-1] if raised else 'no exception'}")
