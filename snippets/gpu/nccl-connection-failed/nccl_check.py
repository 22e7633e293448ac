# Needs GPU machines (not run on this site). Run it on EVERY host of the job, the way the job is launched
# (mpirun -n ... -x NCCL_SOCKET_IFNAME -x NCCL_DEBUG=INFO ... python nccl_check.py, or msrun): it prints what the
# checklist on this page asks for on each host, then tries init() and one AllReduce with NCCL's own log switched on.
import os
import socket
import subprocess

os.environ.setdefault("NCCL_DEBUG", "INFO")   # NCCL prints which interface / transport it picked, and why it failed

def run(cmd):
    print(f"[{socket.gethostname()}] $ {cmd}", flush=True)
    subprocess.run(cmd, shell=True, check=False)

run("nvidia-smi")                                   # driver and GPUs visible on this host
run("ldconfig -p | grep -E 'libnccl|libcudnn'")     # NCCL / cuDNN libraries the loader can find
run("ip -o -4 addr show")                           # interface names and addresses: what NCCL_SOCKET_IFNAME selects
for name in ("NCCL_SOCKET_IFNAME", "NCCL_IB_DISABLE", "NCCL_IB_HCA", "NCCL_DEBUG", "CUDA_VISIBLE_DEVICES",
             "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "MS_ROLE", "MS_SCHED_HOST", "LD_LIBRARY_PATH"):
    print(f"[{socket.gethostname()}] {name}={os.environ.get(name)}", flush=True)

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("GPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
init()   # no backend name: MindSpore picks NCCL on GPU
print("rank", get_rank(), "of", get_group_size(), flush=True)
print("AllReduce of ones:", ops.AllReduce()(Tensor(np.ones(4, np.float32))))
