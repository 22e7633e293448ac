# MindSpore 2.0.0 only: after the branch-join TypeError the process often dies with a signal (segmentation fault)
# instead of exiting normally. Runs repro.py's network in 8 fresh interpreters and counts how they ended.
import subprocess
import sys
from pathlib import Path

code = '''
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
class Normalize(nn.Cell):
    def construct(self, x):
        if x.max() > 1:
            return (x / x.max()).astype(ms.float16)
        return x
Normalize()(Tensor(np.array([0.5, 4.0], np.float32)))
'''
Path("join_child.py").write_text(code)
runs = [subprocess.run([sys.executable, "join_child.py"], capture_output=True, text=True) for _ in range(8)]
printed = any("Cannot join the return values of different branches" in r.stderr for r in runs)
signalled = sum(r.returncode < 0 for r in runs)
print(f"runs: {len(runs)}; the 'Cannot join' TypeError was printed: {printed}")
print("exit code 1 (a normal Python exception) in every run:", all(r.returncode == 1 for r in runs))
print("at least one run killed by a signal:", signalled > 0)
