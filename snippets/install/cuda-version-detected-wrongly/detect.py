# How the MindSpore 1.10 GPU build finds "the CUDA version" at import, and what it prints when the CUDA it finds is
# missing or another version. Runs on this site's 1.10 lane (mindspore-gpu 1.10.0 on a machine without a GPU).
# Children run WITHOUT this site's adapter (python -S, site-packages added by hand, so the .pth that preloads the
# nvidia-cuda-runtime wheel's libcudart is not executed) and with a clean environment (no CUDA on PATH).
import collections
import glob
import inspect
import os
import re
import shutil
import stat
import subprocess
import sys
import sysconfig

from mindspore.run_check import _check_version as cv

print("== where the version comes from (mindspore/run_check/_check_version.py, GPUEnvChecker) ==")
for name in ("_get_lib_path", "_get_cudart_version", "_get_nvcc_version"):
    src = inspect.getsource(getattr(cv.GPUEnvChecker, name)).splitlines()
    keep = [ln.strip() for ln in src if re.search(r"Popen\(\['ldd'|grep|glob\.glob|\"nvcc\"|self\.v = ", ln)]
    print(f"{name}:")
    for ln in keep:
        print("   ", ln[:110])
print("supported:", re.findall(r"self\.version = (\[.*?\])", inspect.getsource(cv.GPUEnvChecker))[0])

site = sysconfig.get_paths()["purelib"]
base_env = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/tmp"), "LANG": "C.UTF-8"}
child = (f"import sys; sys.path.append({site!r})\n"
         "try:\n    import mindspore; print('import mindspore: ok')\n"
         "except Exception as e:\n    print(type(e).__name__ + ':', str(e).splitlines()[0])\n")


def run(title, env):
    r = subprocess.run([sys.executable, "-S", "-c", child], capture_output=True, text=True, env=env)
    print(f"== {title}: exit {r.returncode} ==")
    counts = collections.Counter()
    for ln in (r.stderr + r.stdout).splitlines():
        m = re.search(r"\[(WARNING|ERROR)\] ME\(.*?\] (.*)", ln)
        if m:
            counts[f"[{m.group(1)}] " + m.group(2)[:200]] += 1
        elif ln.startswith(("import mindspore", "ImportError", "OSError", "RuntimeError")):
            counts[ln[:200]] += 1
    for text, n in counts.items():
        print(f"{text} (x{n})" if n > 1 else text)


run("no CUDA anywhere, no preload", base_env)

# A fake CUDA install: bin/nvcc says "release 10.0"; lib64 holds a real libcudart.so.11.0 (copied from the
# nvidia-cuda-runtime wheel, so the library loads) next to a file named like a CUDA 9.0 runtime.
wheel = glob.glob(os.path.join(site, "nvidia", "cuda_runtime", "lib", "libcudart.so.11.0"))
if not wheel:
    print("fake CUDA: not available (no nvidia-cuda-runtime wheel in this environment)")
    sys.exit(0)
os.makedirs("cuda/bin", exist_ok=True)
os.makedirs("cuda/lib64", exist_ok=True)
with open("cuda/bin/nvcc", "w") as f:
    f.write("#!/bin/sh\necho 'Cuda compilation tools, release 10.0, V10.0.130'\n")
os.chmod("cuda/bin/nvcc", os.stat("cuda/bin/nvcc").st_mode | stat.S_IEXEC)
shutil.copy(wheel[0], "cuda/lib64/libcudart.so.11.0")
shutil.copy(wheel[0], "cuda/lib64/libcudart.so.9.0.176")
fake = os.path.abspath("cuda")
run("fake CUDA first on PATH and LD_LIBRARY_PATH (nvcc 10.0, libcudart.so.9.0.176 + libcudart.so.11.0)",
    dict(base_env, PATH=f"{fake}/bin:/usr/bin:/bin", LD_LIBRARY_PATH=f"{fake}/lib64"))
