# 同一个出错的算子，先调用 mindspore.runtime.launch_blocking()（同步执行）：
# 错误在出错的那一行当场抛出，带着指向这一行的 Python 调用栈；退出时不再有 ClearResAtexit 那一行。
import re
import subprocess
import sys

CHILD = r'''
import numpy as np
import mindspore as ms
from mindspore import ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
if hasattr(ms, "runtime") and hasattr(ms.runtime, "launch_blocking"):
    ms.runtime.launch_blocking()
else:
    print("no mindspore.runtime.launch_blocking in this version")
x = ms.Tensor(np.ones((2, 3), np.float32))
bad = ms.Tensor(np.array([5], np.int32))
y = ops.gather(x, bad, 0)     # raises on this line when execution is synchronous
print("end of script")
'''

r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120)
print("child exit code", r.returncode)
for line in r.stdout.splitlines():
    print("    stdout:", line)
script_frames = [l.strip() for l in r.stderr.splitlines() if l.strip().startswith('File "<string>"')]
print("    frames in the script:", script_frames or "(none)")
errors = [l for l in r.stderr.splitlines() if re.match(r"^\w*(Error|Exception): ", l)]
print("    last exception line:", errors[-1][:120] if errors else "(none)")
print("    at-exit ClearResAtexit line:", "yes" if "ClearResAtexit" in r.stderr else "no")
