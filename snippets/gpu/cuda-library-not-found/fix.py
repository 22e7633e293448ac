# The loader error goes away once the folder holding the library the build was linked against (libcudart.so.11.0
# for mindspore-gpu 1.10's CUDA 11 build) is on LD_LIBRARY_PATH. Runs only on the ms1.10 lane; like repro.py the
# child is started with `python -S`, so the lane's shim (which preloads libcudart) is not loaded.
# This site has no GPU: only the CUDA runtime library is available here (from the nvidia-cuda-runtime-cu11 wheel),
# so the import is fixed but the GPU plugin still lacks cuBLAS/cuDNN (see check_libs.py).
import glob
import os
import subprocess
import sys
import sysconfig

SITE = sysconfig.get_paths()["purelib"]
cuda_lib = os.path.dirname(glob.glob(os.path.join(SITE, "nvidia", "cuda_runtime", "lib", "libcudart.so.11*"))[0])
env = dict(os.environ, PYTHONPATH=SITE)
env["LD_LIBRARY_PATH"] = cuda_lib + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")

code = "import mindspore; print('import mindspore: OK, version', mindspore.__version__)"
r = subprocess.run([sys.executable, "-S", "-c", code], env=env, capture_output=True, text=True, timeout=120)
print(r.stdout, end="")
print("ImportError in the child:", "ImportError" in r.stderr, "| exit code:", r.returncode)

plugin = os.path.join(SITE, "mindspore", "lib", "plugin", "libmindspore_gpu.so")
ldd = subprocess.run(["ldd", plugin], env=env, capture_output=True, text=True).stdout
print("ldd with this LD_LIBRARY_PATH:")
for lib in ("libcudart.so.11.0", "libcublas.so.11", "libcudnn.so.8"):
    line = next(l for l in ldd.splitlines() if lib in l)
    print(f"  {lib:<18} {'not found' if 'not found' in line else 'found'}")
