# Run on an Ascend machine (not run here: no Ascend). Compiles and runs a small GRAPH_MODE network with the CANN and
# MindSpore logs printed (ASCEND_GLOBAL_LOG_LEVEL / ASCEND_SLOG_PRINT_TO_STDOUT: the official CANN error-analysis
# tutorial), in a child process, and keeps the log lines that mention streams: how many streams the graph got and
# the device limit, to compare with your own network (replace NET_SCRIPT with it).
import os
import subprocess
import sys

NET_SCRIPT = r'''
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE, device_target="Ascend")
net = nn.SequentialCell([nn.Dense(16, 16) for _ in range(8)])
print(net(Tensor(np.ones((4, 16), np.float32))).shape)
'''
env = dict(os.environ, ASCEND_GLOBAL_LOG_LEVEL="1", ASCEND_SLOG_PRINT_TO_STDOUT="1", GLOG_v="1")
out = subprocess.run([sys.executable, "-c", NET_SCRIPT], env=env, capture_output=True, text=True, timeout=600)
lines = [l for l in (out.stdout + out.stderr).splitlines() if "stream" in l.lower()]
print(f"exit code {out.returncode}; {len(lines)} log lines mention streams; the last 40:")
print("\n".join(lines[-40:]))
