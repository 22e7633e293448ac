# Run on the GPU machine that fails, in the same environment: the versions that must pair up, in order.
# (Not run on this site: it has no GPU.)
import glob
import subprocess
import sys


def sh(cmd):
    print(f"$ {cmd}")
    r = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    print((r.stdout + r.stderr).strip() or "(no output)")


sh("nvidia-smi --query-gpu=name,driver_version --format=csv")          # driver (and the highest CUDA it supports)
sh("nvcc --version | tail -2")                                         # CUDA toolkit on PATH
sh("ls -l /usr/local/cuda")                                            # which CUDA the default path points to
for h in glob.glob("/usr/local/cuda*/include/cudnn_version.h") + glob.glob("/usr/include/cudnn_version.h"):
    sh(f"grep -E '#define CUDNN_(MAJOR|MINOR|PATCHLEVEL) ' {h}")       # cuDNN 8+: the version header
sh("ldconfig -p | grep -E 'libcudnn|libnvrtc|libcudart'")              # what the loader finds
sh("echo $LD_LIBRARY_PATH")
sh(f"{sys.executable} -c \"import mindspore as ms; ms.set_context(device_target='GPU'); ms.run_check()\"")
