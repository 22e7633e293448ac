# After a failed graph compile MindSpore writes the graph it was analysing into rank_0/om/ in the working directory
# (analyze_fail.ir; 1.10 calls it analyze_fail.dat). Same network as graph_error.py; the error is caught, then the
# script prints the parts of the file worth reading.
import os
import re

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)         # explicit: the default mode differs between 1.x and 2.x


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

files = sorted(os.listdir("rank_0/om"))
print("\nfiles in rank_0/om:", files)
name = next(f for f in files if f.startswith("analyze_fail."))
with open(os.path.join("rank_0/om", name), encoding="utf-8") as f:
    lines = f.read().splitlines()
print(f"{name}: {len(lines)} lines\n")

print("--- 1. the top of the file")
print("\n".join(lines[:14]))
print("...\n")

print("--- 2. what the file itself says to look for")
print("\n".join(ln for ln in lines if "search the last" in ln))

print("\n--- 3. the function graphs in the file: your construct, Dense.construct, its branches")
for ln in lines:
    if ln.startswith("subgraph @"):                # 2.x: "subgraph @<name>(...) {"
        print("   ", ln.split("(")[0].split(" parent:")[0])
    elif ln.startswith("# [No."):                  # 1.10: "# [No.3] Dense.7" above each "funcgraph fg_7(...)"
        print("   ", ln[2:])

print("\n--- 4. every '------------------------> N' marker: the call being evaluated, outermost first")
marks = [i for i, ln in enumerate(lines) if re.match(r"#-+> \d+$", ln)]
for i in marks:
    where = next((ln.strip() for ln in lines[i + 1:i + 6] if ln.strip().startswith("# In file")),
                 "(no source line: the call of the network itself)")
    print(f"{lines[i].split()[-1]:>2}: {where}")

print("\n--- 5. the last marker: the node that failed, with its input types and shapes, up to its source line")
end = next((j for j in range(marks[-1] + 1, len(lines)) if lines[j].strip().startswith("# In file")), marks[-1] + 4)
print("\n".join(lines[marks[-1]:end + 1]))
