# Needs an Ascend machine (not run on this site). Run it on the node where init() fails, as the same user and with
# the same environment as the training job: it prints what the checklist on this page asks for, then tries init()
# and one AllReduce. Launch it the way you launch training (msrun, or the rank-table script), not with plain python.
import os
import subprocess

def run(cmd):
    print("$", cmd, flush=True)
    subprocess.run(cmd, shell=True, check=False)

run("npu-smi info")                                            # cards healthy? other processes on them?
run("cat /usr/local/Ascend/ascend-toolkit/latest/version.cfg")  # CANN version (path of a default install)
run("ps -ef | grep -v grep | grep -E 'python|msrun' | head -20")  # a previous training still running?
for name in ("RANK_TABLE_FILE", "RANK_ID", "RANK_SIZE", "DEVICE_ID", "MS_ROLE", "MS_WORKER_NUM",
             "MS_SCHED_HOST", "MS_SCHED_PORT", "HCCL_CONNECT_TIMEOUT", "ASCEND_RT_VISIBLE_DEVICES"):
    print(f"{name}={os.environ.get(name)}")

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("Ascend")
ms.set_context(mode=ms.PYNATIVE_MODE)
init()   # no backend name: MindSpore picks HCCL on Ascend
print("rank", get_rank(), "of", get_group_size(), flush=True)
print("AllReduce of ones:", ops.AllReduce()(Tensor(np.ones(4, np.float32))))
