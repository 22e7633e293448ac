# PyNative 下算子是异步下发的：一个出错的算子，只要没人读它的结果，Python 当时不会报错；
# 进程退出时 MindSpore 2.x 才在日志里补一行 "ClearResAtexit] Check exception before process exit: ..."。
# 两个场景各在一个子进程里跑：
#   caught: 第一次的错误被 try/except 接住并打印（像训练循环里记日志后继续），之后又提交了一次同样出错的算子，没读结果就退出；
#   other:  一个出错的算子没读结果，脚本随后因为另一个（Python 的）错误结束。
import re
import subprocess
import sys

CHILD = r'''
import sys, time
import numpy as np
import mindspore as ms
from mindspore import ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
x = ms.Tensor(np.ones((2, 3), np.float32))
bad = ms.Tensor(np.array([5], np.int32))        # index 5 on an axis of length 2
if sys.argv[1] == "caught":
    try:
        print("first result:", ops.gather(x, bad, 0).asnumpy().tolist())
    except RuntimeError as e:
        print("caught:", str(e).splitlines()[0][:100])
    y = ops.gather(x, bad, 0)                   # the same failing op again; its result is never read
else:
    y = ops.gather(x, bad, 0)                   # result never read
sys.stdout.flush()
time.sleep(1)                                   # let the async worker run it before exit
if sys.argv[1] == "other":
    raise ValueError("a different error ends the script")
print("end of script")
'''

AT_EXIT = re.compile(r"^\[ERROR\] \w+\(.*\[([^\]]*manager\.cc:\d+)\] ClearResAtexit\] Check exception before process exit: (.*)$", re.M)
shown = None
for scenario in ("caught", "other"):
    r = subprocess.run([sys.executable, "-c", CHILD, scenario], capture_output=True, text=True, timeout=120)
    print(f"[{scenario}] child exit code {r.returncode}")
    for line in r.stdout.splitlines():
        print("    stdout:", line)
    errors = [l for l in r.stderr.splitlines() if re.match(r"^\w*(Error|Exception): ", l)]
    print("    last exception line:", errors[-1] if errors else "(none)")
    m = AT_EXIT.search(r.stderr)
    print("    at-exit ClearResAtexit line:", f"yes ({m.group(1)}): {m.group(2)[:100]}" if m else "no")
    shown = shown or (m and m.group(0))
if shown:
    print(shown, file=sys.stderr)   # the line as the child logged it
