# SIGABRT: the process aborts itself (glibc found a corrupted heap, a C++ exception nobody caught, an assert).
# (a)(b): a child imports MindSpore, then calls os.abort(); run plain and with `python -X faulthandler`.
# (c)-(e): the messages glibc and libstdc++ print before they abort, triggered on purpose in tiny children
#          (these lines come from the C libraries, not from MindSpore, so no MindSpore import there).
# (f): what bash prints for such a child (core dumps switched off, so no "(core dumped)" suffix).
import re
import subprocess
import sys

CHILD = '''
import os
import mindspore as ms
ms.set_context(device_target="CPU")


def save_checkpoint():
    os.abort()          # stands for a native library calling abort()


print("child: mindspore", ms.__version__, "imported", flush=True)
save_checkpoint()
'''
with open("child.py", "w") as f:
    f.write(CHILD)


def stderr_lines(text):
    for ln in text.splitlines():
        if not ln.strip() or ln.startswith("[") or ln.startswith("Extension modules") or ln.startswith("Current thread"):
            continue
        if ln.lstrip().startswith("File") and "child.py" not in ln and "<string>" not in ln:
            continue                                  # frames inside the standard library
        print("   ", re.sub(r'File "[^"]*[\\/]', 'File "', ln.strip()))


def run(title, args, to_stderr=False):
    p = subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=60)
    if to_stderr:                                      # (b): copy the child's stderr as a reader sees it
        sys.stdout.flush()
        for ln in p.stderr.splitlines():
            if ln.startswith("Fatal Python error") or "child.py" in ln:
                print("  " * ln.lstrip().startswith("File") + re.sub(r'File "[^"]*[\\/]', 'File "', ln.strip()),
                      file=sys.stderr)
    print(f"== {title}")
    print("return code:", p.returncode, "(-6 = SIGABRT)" if p.returncode == -6 else "")
    print("Python traceback:", "Traceback" in p.stderr)
    print("stderr:" + ("" if p.stderr.strip() else " (nothing)"))
    stderr_lines(p.stderr)
    return p


plain = run("(a) python child.py", ["child.py"])
run("(b) python -X faulthandler child.py", ["-X", "faulthandler", "child.py"], to_stderr=True)
BAD_FREE = ("import ctypes; libc = ctypes.CDLL(None); libc.malloc.restype = ctypes.c_void_p; "
            "p = libc.malloc(64); ctypes.memset(p, 0, 64); libc.free(ctypes.c_void_p(p + 8))")   # zeroed: same check every run
run("(c) free() on a pointer malloc never returned", ["-X", "faulthandler", "-c", BAD_FREE])
DOUBLE = ("import ctypes; libc = ctypes.CDLL(None); libc.malloc.restype = ctypes.c_void_p; "
          "p = libc.malloc(64); libc.free(ctypes.c_void_p(p)); libc.free(ctypes.c_void_p(p))")
run("(d) free() twice on the same pointer", ["-X", "faulthandler", "-c", DOUBLE])
TERMINATE = "import ctypes; ctypes.CDLL('libstdc++.so.6')._ZSt9terminatev()"
run("(e) libstdc++ std::terminate()", ["-X", "faulthandler", "-c", TERMINATE])

p = subprocess.run(["bash", "-c", 'ulimit -c 0; "$1" -c "import os; os.abort()"; echo "exit status seen by the shell: $?"',
                    "bash", sys.executable], capture_output=True, text=True, timeout=60)
print("== (f) the same abort in bash")
print("   ", p.stdout.strip())
for ln in p.stderr.strip().splitlines():
    print("   ", re.sub(r" +", " ", re.sub(r"^bash: (line \d+: )?\s*\d+ ", "bash: <pid> ", ln)).split(' "')[0])
sys.stderr.flush()
plain.check_returncode()    # what a launcher (subprocess with check=True) reports for (a): died with SIGABRT
