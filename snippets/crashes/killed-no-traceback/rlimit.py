# With a limit on the process's address space (ulimit -v, RLIMIT_AS) an allocation that does not fit FAILS, and the
# program can report it; without a limit Linux lets the process grow until the OOM killer sends SIGKILL ("Killed").
# A child imports MindSpore, then limits itself to its current size + 512 MB and asks for 4 GB: first a NumPy array,
# then a MindSpore tensor computed on CPU. Printed: what each raised, and the child's exit code.
import re
import subprocess
import sys

CHILD = '''
import resource
import traceback
import numpy as np
import mindspore as ms
from mindspore import ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ops.ones((2, 2), ms.float32).asnumpy()              # warm up MindSpore's CPU runtime before the limit


def vm_size():
    with open("/proc/self/status") as f:
        return next(int(ln.split()[1]) * 1024 for ln in f if ln.startswith("VmSize"))


limit = vm_size() + 512 * 2**20
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))   # same as `ulimit -v` in the shell
print("mindspore", ms.__version__, "| address space limited to current size + 512 MB", flush=True)
for name, alloc in [("numpy  np.ones(2**30, float32)   ", lambda: np.ones((2**30,), np.float32)),
                    ("mindspore ops.ones((2**30,), float32)", lambda: ops.ones((2**30,), ms.float32).asnumpy())]:
    try:
        alloc()
        print(name, "-> ok")
    except BaseException as e:          # a survey: record whatever each one raises
        print(name, "->", type(e).__name__ + ":", str(e).strip().splitlines()[0][:150], flush=True)
        if name.startswith("mindspore"):
            traceback.print_exc()       # the traceback a training script would die with
print("child still alive after both")
'''
with open("child.py", "w") as f:
    f.write(CHILD)

p = subprocess.run([sys.executable, "child.py"], capture_output=True, text=True, timeout=60)
print(p.stdout.strip())
print("child return code:", p.returncode)
sys.stdout.flush()
lines = p.stderr.splitlines()
start = next((i for i, ln in enumerate(lines) if ln.startswith("Traceback")), len(lines))
for ln in lines[:start]:                  # MindSpore's own [ERROR] log lines about the failed allocation
    if ln.startswith("[ERROR]") and ("emory" in ln or "alloc" in ln.lower()):
        print(ln[:300], file=sys.stderr)
for ln in lines[start:]:                  # then the traceback of the MindSpore allocation
    if not ln.startswith("[WARNING]"):
        print(ln, file=sys.stderr)
