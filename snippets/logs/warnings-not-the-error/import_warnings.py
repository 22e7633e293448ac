# 一个最普通的 CPU 脚本（import、set_context、一个小数据管道、一次加法）在子进程里用默认日志级别运行，
# 列出它往 stderr 打的每一行日志（[WARNING]/[ERROR] 开头的行，截到 160 个字符）；
# 再用 GLOG_v=3 跑一遍，数还剩几行 [WARNING]。
# 1.10 的 lane 是 GPU 包在 CPU 上运行，它关于找不到 CUDA 库的几行（条数每次不一定相同）单独说明，不逐行列出。
import os
import re
import subprocess
import sys

CHILD = r'''
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
data = ds.NumpySlicesDataset({"x": np.arange(8, dtype=np.float32)}, shuffle=False).batch(4)
total = 0.0
for row in data.create_dict_iterator(output_numpy=True):
    total += float(row["x"].sum())
y = ops.add(ms.Tensor(np.ones(3, np.float32)), 1)
print("script finished: dataset sum", total, "add", y.asnumpy().tolist())
'''

LOG = re.compile(r"^\[(WARNING|ERROR)\] ")
CUDA = re.compile(r"[Cc]uda|CUDA|libmindspore_gpu|libcu")
for label, extra in (("default GLOG_v", {}), ("GLOG_v=3", {"GLOG_v": "3"})):
    env = {k: v for k, v in os.environ.items() if k != "GLOG_v"}
    env.update(extra)
    r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=300)
    lines = [l for l in r.stderr.splitlines() if LOG.match(l)]
    cuda = [l for l in lines if CUDA.search(l)]
    lines = [l for l in lines if not CUDA.search(l)]
    print(f"[{label}] exit code {r.returncode}; {r.stdout.strip()}")
    print(f"    {sum(l.startswith('[WARNING]') for l in lines)} [WARNING] lines, "
          f"{sum(l.startswith('[ERROR]') for l in lines)} [ERROR] lines"
          + ("; plus [ERROR]/[WARNING] lines about missing CUDA libraries (GPU build)" if cuda else ""))
    glog_init = sum("Logging before InitGoogleLogging" in l for l in r.stderr.splitlines())
    print(f"    'Logging before InitGoogleLogging()' lines: {glog_init}")
    if label.startswith("default"):
        seen = []
        for l in lines:
            # drop the header's pid/time so repeated lines collapse
            short = re.sub(r"\(.*?\):\S+ ", " ", l, count=1)[:160]
            if short not in seen:
                seen.append(short)
        for s in seen:
            print("    " + s)
