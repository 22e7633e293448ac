# mindspore-gpu 1.10 (built for CUDA 11.x) imported on a machine with no CUDA installed: what the user sees.
# Runs only on the ms1.10 lane. That lane normally preloads libcudart from the nvidia-cuda-runtime-cu11 wheel and
# switches to CPU (a .pth shim); here each step runs in a child started with `python -S`, so the shim is NOT loaded
# and the child sees exactly what a machine without CUDA gives it.
import os
import re
import subprocess
import sys
import sysconfig

SITE = sysconfig.get_paths()["purelib"]
HEADER = re.compile(r"^\[[A-Z]+\] [A-Z_]+\([^)]*\):\S+ ")


def child(title, code):
    print(f"===== {title}")
    env = dict(os.environ, PYTHONPATH=SITE)           # -S skips site-packages: put it back by hand, without .pth files
    r = subprocess.run([sys.executable, "-S", "-c", code], env=env, capture_output=True, text=True, timeout=120)
    # the version check logs the same line once per missing library: print a run of identical log lines once,
    # with its count (the header, with pid and time, is ignored when comparing)
    lines, i = r.stderr.splitlines(), 0
    while i < len(lines):
        key = HEADER.sub("", lines[i])
        n = 1
        while i + n < len(lines) and HEADER.match(lines[i]) and HEADER.sub("", lines[i + n]) == key:
            n += 1
        print(lines[i] + (f"    <-- the same line {n} times in a row" if n > 1 else ""))
        i += n
    print(r.stdout, end="")
    print(f"----- exit code: {r.returncode}\n")


# 1. No CUDA at all: `import mindspore` itself fails.
child("1. import mindspore, no CUDA runtime on the machine",
      "import mindspore")

# 2. libcudart.so.11.0 found (here: from the nvidia-cuda-runtime-cu11 wheel), but not cuBLAS/cuDNN/...:
#    the import succeeds, the GPU plugin does not load, and run_check() reports the failure.
child("2. libcudart found, the other CUDA libraries missing: import, then mindspore.run_check()",
      "import ctypes, glob, os\n"
      f"lib = glob.glob(os.path.join({SITE!r}, 'nvidia/cuda_runtime/lib/libcudart.so.11*'))[0]\n"
      "ctypes.CDLL(lib, mode=ctypes.RTLD_GLOBAL)\n"
      "import mindspore\n"
      "print('device_target:', mindspore.get_context('device_target'))\n"
      "mindspore.run_check()\n")
