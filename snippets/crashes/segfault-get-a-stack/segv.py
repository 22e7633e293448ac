# A child process imports MindSpore and then crashes in native code on purpose (ctypes reads address 0), the way a
# buggy operator or library does. Run (a) plain and (b) with `python -X faulthandler`; print the return code and what
# the child wrote to stderr (MindSpore's own log lines left out; faulthandler's lines kept, paths cut to file names).
import os
import re
import subprocess
import sys

CHILD = '''
import ctypes
import mindspore as ms
ms.set_context(device_target="CPU")


def load_batch():
    return ctypes.string_at(0)      # read address 0: SIGSEGV in native code, like a crashing C++ kernel


def train_step():
    return load_batch()


print("child: mindspore", ms.__version__, "imported", flush=True)
train_step()
print("child: never reached")
'''

with open("child.py", "w") as f:
    f.write(CHILD)


def show(title, args):
    p = subprocess.run([sys.executable, *args, "child.py"], capture_output=True, text=True, timeout=60)
    print(f"== {title}")
    print("stdout:", p.stdout.strip())
    print("return code:", p.returncode, "(negative = killed by that signal number; 11 = SIGSEGV)")
    err = [ln for ln in p.stderr.splitlines() if ln.strip() and not ln.startswith("[")]   # drop MindSpore log lines
    print("Python traceback in stderr:", any(ln.startswith("Traceback") for ln in err))
    keep = []
    for ln in err:
        if ln.startswith("Fatal Python error") or ("child.py" in ln and ln.lstrip().startswith("File")):
            keep.append("  " * ln.lstrip().startswith("File") + re.sub(r'File "[^"]*[\\/]', 'File "', ln.strip()))
        elif ln.startswith("Current thread") or ln.startswith("Thread "):
            keep.append(re.sub(r"0x[0-9a-f]+", "<thread id>", ln.strip()))
    print("child's stderr:", f"{len(keep)} relevant lines, copied to this script's stderr" if keep else "(nothing)")
    for ln in keep:
        print(ln, file=sys.stderr)       # what the reader sees in the terminal
    return p


plain = show("(a) python child.py", [])
show("(b) python -X faulthandler child.py", ["-X", "faulthandler"])
sys.stderr.flush()
plain.check_returncode()    # what a launcher (subprocess with check=True) reports: CalledProcessError, died with SIGSEGV
