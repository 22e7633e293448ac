# Two more ways to get the same stack from a crashing child (it imports MindSpore, then reads address 0):
# (c) the environment variable PYTHONFAULTHANDLER=1 (for a command line you cannot change, e.g. a launcher script);
# (d) faulthandler.enable(file=...) at the top of the training script, writing the stack into a file of its own
#     (useful when stderr is lost: nohup, a scheduler, a log collector that only keeps stdout).
import os
import re
import subprocess
import sys

CHILD = '''
import ctypes
import faulthandler
import os
import sys
if len(sys.argv) > 1:
    crash_log = open(sys.argv[1], "w")          # keep it open: faulthandler writes to it when the crash happens
    faulthandler.enable(file=crash_log, all_threads=True)
import mindspore as ms
ms.set_context(device_target="CPU")


def forward():
    return ctypes.string_at(0)      # SIGSEGV in native code


print("child: mindspore", ms.__version__, "imported", flush=True)
forward()
'''

with open("child.py", "w") as f:
    f.write(CHILD)


def relevant(text):
    for ln in text.splitlines():
        if ln.startswith("Fatal Python error") or ("child.py" in ln and ln.lstrip().startswith("File")):
            print("   ", re.sub(r'File "[^"]*[\\/]', 'File "', ln.strip()))


env = dict(os.environ, PYTHONFAULTHANDLER="1")
p = subprocess.run([sys.executable, "child.py"], capture_output=True, text=True, timeout=60, env=env)
print("== (c) PYTHONFAULTHANDLER=1 python child.py")
print("return code:", p.returncode)
print("stderr, relevant lines:")
relevant(p.stderr)

p = subprocess.run([sys.executable, "child.py", "crash.log"], capture_output=True, text=True, timeout=60)
print("== (d) faulthandler.enable(file=open('crash.log', 'w')) in the script")
print("return code:", p.returncode)
print("stderr has the stack:", "Fatal Python error" in p.stderr)
print("crash.log, relevant lines:")
with open("crash.log") as f:
    relevant(f.read())
