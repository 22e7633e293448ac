# The same small GRAPH_MODE network, started three ways in a fresh interpreter:
#   python -c "<code>"      (code on the command line)
#   python - < code         (code from standard input, like the interactive prompt)
#   python net_file.py      (code in a file)
# plus the -c way in PYNATIVE_MODE. For each run: its exit code and the last line it wrote to stderr or stdout.
# The full stderr of the `python -c` run is copied to this script's stderr.
import subprocess
import sys
from pathlib import Path

NET = '''
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.{mode})
class Net(nn.Cell):
    def construct(self, x):
        return x * 2
print("result:", Net()(Tensor(np.ones((2,), np.float32))))
'''
graph = NET.format(mode="GRAPH_MODE")
Path("net_file.py").write_text(graph)


def last_line(proc):
    lines = [ln for ln in (proc.stderr + proc.stdout).splitlines() if ln.strip() and not ln.startswith("[WARNING]")]
    return lines[-1] if lines else ""


runs = {
    "python -c (GRAPH_MODE)": subprocess.run([sys.executable, "-c", graph], capture_output=True, text=True),
    "python - < stdin (GRAPH_MODE)": subprocess.run([sys.executable, "-"], input=graph, capture_output=True, text=True),
    "python net_file.py (GRAPH_MODE)": subprocess.run([sys.executable, "net_file.py"], capture_output=True, text=True),
    "python -c (PYNATIVE_MODE)": subprocess.run([sys.executable, "-c", NET.format(mode="PYNATIVE_MODE")],
                                                capture_output=True, text=True),
}
for how, proc in runs.items():
    print(f"{how:<32} exit code {proc.returncode}: {last_line(proc)}")
sys.stderr.write(runs["python -c (GRAPH_MODE)"].stderr)
