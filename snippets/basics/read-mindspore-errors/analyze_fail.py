# After a failed graph compile MindSpore writes rank_0/om/analyze_fail.ir into the working directory.
# Same network as graph_error.py; the error is caught, then the script prints the parts of the file worth reading.
import os
import re

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(8, 4)
        self.fc2 = nn.Dense(3, 2)          # bug: should be nn.Dense(4, 2)

    def construct(self, x):
        h = ops.relu(self.fc1(x))
        return self.fc2(h)


try:
    Net()(Tensor(np.ones((2, 8), np.float32)))
except ValueError as err:
    print("caught:", type(err).__name__, str(err).splitlines()[0])

print("\nfiles in rank_0/om:", sorted(os.listdir("rank_0/om")))
with open("rank_0/om/analyze_fail.ir", encoding="utf-8") as f:
    lines = f.read().splitlines()
print("analyze_fail.ir:", len(lines), "lines\n")

print("--- 1. the top of the file: the error again (with both MindSpore sections)")
print("\n".join(lines[:14]))
print("...\n")

print("--- 2. the banner lines that split the file")
print("\n".join(ln for ln in lines if ln.startswith(("# The ", "# You can"))))

print("\n--- 3. the function graphs in the file (subgraph @<name>): your construct, Dense.construct, its branches")
for ln in lines:
    if ln.startswith("subgraph @"):
        print("   ", ln.split("(")[0].split(" parent:")[0])

print("\n--- 4. every '------------------------> N' marker: the call being evaluated, outermost first")
marks = [i for i, ln in enumerate(lines) if re.match(r"#-+> \d+$", ln)]
for i in marks:
    where = next((ln.strip() for ln in lines[i + 1:i + 6] if ln.strip().startswith("# In file")),
                 "(no source line: the call of the network itself)")
    print(f"{lines[i].split()[-1]:>2}: {where}")

print("\n--- 5. the last marker: the node that failed, with its input types and shapes")
print("\n".join(lines[marks[-1]:marks[-1] + 5]))
