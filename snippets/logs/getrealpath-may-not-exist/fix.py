# 同一个模块的两种处理：
#   (a) 解压成普通 .py 文件再导入（相当于不用 zip 形式的 egg 安装）：在本进程里触发同一个图编译错误；
#   (b) 仍从 zip 导入，但在子进程里设 GLOG_v=4（只留 CRITICAL 日志）。
# 两种都统计 stderr 里 GetRealPath / "may not exists" 行的条数。
import os
import subprocess
import sys
import tempfile
import zipfile

MOD = '''
from mindspore import nn, ops

class BadNet(nn.Cell):
    def construct(self, x):
        return ops.matmul(x, x)   # (3, 4) @ (3, 4): shape error at graph compile
'''
with zipfile.ZipFile("pkg.zip", "w") as z:
    z.writestr("zmod.py", MOD)
with zipfile.ZipFile("pkg.zip") as z:   # the fix: unpack it
    z.extractall("pkg_dir")


def count(text):
    lines = text.splitlines()
    return (sum("GetRealPath] Get realpath failed" in l for l in lines),
            sum("may not exist" in l for l in lines))


# (a) unzipped, in this process; MindSpore's C++ log goes to file descriptor 2, so point it at a file for a moment
import numpy as np
import mindspore as ms
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
sys.path.insert(0, os.path.abspath("pkg_dir"))
import zmod
with tempfile.TemporaryFile(mode="w+") as log:
    sys.stderr.flush()
    saved = os.dup(2)
    os.dup2(log.fileno(), 2)
    try:
        zmod.BadNet()(ms.Tensor(np.ones((3, 4), np.float32)))
        raised = "no error"
    except Exception as e:
        raised = type(e).__name__ + ": " + str(e).splitlines()[0][:120]
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)
    log.seek(0)
    real, maybe = count(log.read())
print("[unzipped files] module file:", os.path.relpath(zmod.__file__))
print("    raised", raised)
print(f"    {real} GetRealPath [ERROR] lines, {maybe} 'may not exists' [WARNING] lines")

# (b) still zipped, GLOG_v=4 set before MindSpore is imported (so: a child process)
CHILD = r'''
import sys
import numpy as np
import mindspore as ms
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
sys.path.insert(0, "pkg.zip")
import zmod
try:
    zmod.BadNet()(ms.Tensor(np.ones((3, 4), np.float32)))
except Exception as e:
    print("raised", type(e).__name__ + ":", str(e).splitlines()[0][:120])
'''
r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=300,
                   env=dict(os.environ, GLOG_v="4"))
real, maybe = count(r.stderr)
print(f"[zip + GLOG_v=4] exit code {r.returncode}")
print("   ", r.stdout.strip())
print(f"    {real} GetRealPath [ERROR] lines, {maybe} 'may not exists' [WARNING] lines")
