# (e) gdb: the native (C/C++) frames of the crash, i.e. which library and function the process died in.
# `gdb -batch -ex run -ex bt --args python child.py` runs the script under the debugger and prints the backtrace.
# Printed here: gdb's signal line and the function name of the top frames (addresses and arguments cut).
import re
import shutil
import subprocess
import sys

CHILD = '''
import ctypes
import mindspore as ms
ms.set_context(device_target="CPU")
print("child: mindspore", ms.__version__, "imported", flush=True)
ctypes.string_at(0)      # SIGSEGV in native code
'''
with open("child.py", "w") as f:
    f.write(CHILD)

gdb = shutil.which("gdb")
print("gdb installed:", bool(gdb))
if gdb:
    p = subprocess.run([gdb, "-batch", "-ex", "run", "-ex", "bt", "--args", sys.executable, "child.py"],
                       capture_output=True, text=True, timeout=120)
    out = p.stdout + p.stderr
    sig = [ln for ln in out.splitlines() if "received signal" in ln]
    print("gdb:", re.sub(r"^.*received signal", "... received signal", sig[0]) if sig else "(no signal line)")
    frames = [ln for ln in out.splitlines() if re.match(r"#\d+ ", ln)]
    print("backtrace frames:", "many" if len(frames) > 5 else len(frames))
    for ln in frames[:3]:
        m = re.match(r"#(\d+)\s+(?:0x[0-9a-f]+ in )?([\w.:~<>]+)", ln)
        name = re.sub(r"_(evex|avx2|avx512\w*|sse2\w*)$", "_<cpu variant>", m.group(2)) if m else ln[:60]
        print(f"  #{m.group(1) if m else '?'} {name}")   # glibc picks strlen_evex/avx2/sse2 by CPU
    print("a Python traceback in gdb's output:", "Traceback (most recent call last)" in out)
else:
    print("gdb is not installed here: install it (apt-get install gdb) to get native frames")
