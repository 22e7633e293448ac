# 把一个 GRAPH 模式的网络放进 zip 包（和 .egg 一样是 zipimport 导入的），在子进程里运行：
# 先正常编译运行，再触发一次图编译错误；然后模仿 Jupyter/ipykernel：源码只在 linecache 里、磁盘上没有这个文件。
# 统计子进程 stderr 里 GetRealPath / "may not exists" 日志行的条数，并打印每种的第一行。
import os
import re
import subprocess
import sys
import zipfile

MOD = '''
import numpy as np
import mindspore as ms
from mindspore import nn, ops

class Net(nn.Cell):
    def construct(self, x):
        return ops.relu(x) * 2

class BadNet(nn.Cell):
    def construct(self, x):
        return ops.matmul(x, x)   # (3, 4) @ (3, 4): shape error at graph compile
'''
with zipfile.ZipFile("pkg.zip", "w") as z:   # like a zipped .egg in site-packages
    z.writestr("zmod.py", MOD)

CHILD = r'''
import linecache, sys
import numpy as np
import mindspore as ms
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

def mark(name):
    sys.stdout.flush(); sys.stderr.flush()
    print("@@" + name, file=sys.stderr, flush=True)

sys.path.insert(0, "pkg.zip")
import zmod
print("module file:", zmod.__file__)

mark("zip-ok")
out = zmod.Net()(ms.Tensor(np.ones((2, 2), np.float32)))
print("zip-ok: result", out.asnumpy().tolist())

mark("zip-compile-error")
try:
    zmod.BadNet()(ms.Tensor(np.ones((3, 4), np.float32)))
except Exception as e:
    print("zip-compile-error: raised", type(e).__name__ + ":", str(e).splitlines()[0][:120])

mark("notebook-cell")
# ipykernel keeps a cell's source in linecache under a file name that is not on disk
fname = "ipykernel_4242/1234567.py"
'''

CHILD += '''
src = """
import mindspore as ms
from mindspore import nn, ops
class CellNet(nn.Cell):
    def construct(self, x):
        return ops.relu(x) + 1
"""
linecache.cache[fname] = (len(src), None, src.splitlines(True), fname)
import types
cell = types.ModuleType("cell"); sys.modules["cell"] = cell
exec(compile(src, fname, "exec"), cell.__dict__)
out = cell.CellNet()(ms.Tensor(np.ones((2, 2), np.float32)))
print("notebook-cell: result", out.asnumpy().tolist())
mark("end")
'''

r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=300)
print("child exit code:", r.returncode)
print(r.stdout.strip())
if r.returncode:
    print(r.stderr.strip().splitlines()[-1])

part, parts = "start", {}
for line in r.stderr.splitlines():
    if line.startswith("@@"):
        part = line[2:]
        continue
    parts.setdefault(part, []).append(line)

first = {}
for name in ("zip-ok", "zip-compile-error", "notebook-cell"):
    lines = parts.get(name, [])
    real = [l for l in lines if "GetRealPath] Get realpath failed" in l]
    maybe = [l for l in lines if re.search(r"The file '.*' may not exists?\.", l)]
    print(f"{name}: {len(real)} GetRealPath [ERROR] lines, {len(maybe)} 'may not exists' [WARNING] lines")
    for l in real[:1] + maybe[:1]:
        first.setdefault("real" if l in real else "maybe", l)

# the first line of each kind, as the child printed it (stderr)
for key in ("real", "maybe"):
    if key in first:
        print(first[key], file=sys.stderr)
