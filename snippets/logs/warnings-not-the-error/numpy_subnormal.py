# numpy 的 "The value of the smallest subnormal ... is zero" 警告：进程里有别的本地库把 CPU 的
# flush-to-zero / denormals-are-zero 打开了（用 -ffast-math 编译的库加载时会这样做）。
# 这里用 ctypes 直接打开这两个位（x86-64 glibc：fenv_t 的最后 4 字节是 MXCSR），再调用 np.finfo：
#   子进程：新解释器里第一次用 np.finfo，numpy 打出警告；之后照常用 MindSpore 做一次计算；
#   本进程：先装一个 warnings 过滤器，再做同样的事，一条警告也不记录。
import ctypes
import subprocess
import sys
import warnings

SET_FTZ_DAZ = r'''
import ctypes
libm = ctypes.CDLL("libm.so.6")
env = (ctypes.c_uint32 * 8)()                      # glibc x86-64 fenv_t: 32 bytes, MXCSR at offset 28
libm.fegetenv(env)
env[7] |= (1 << 15) | (1 << 6)                     # FTZ | DAZ
libm.fesetenv(env)
'''

CHILD = SET_FTZ_DAZ + r'''
import numpy as np
info = np.finfo(np.float64)                        # numpy checks its limits here ...
print("float64 smallest_subnormal == 0.0:", bool(info.smallest_subnormal == 0.0))   # ... and here
import mindspore as ms
from mindspore import ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
print("MindSpore still computes:", ops.add(ms.Tensor(np.ones(2, np.float32)), 1).asnumpy().tolist())
'''

r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=300)
err = r.stderr.splitlines()
warns = [i for i, l in enumerate(err) if "UserWarning: The value of the smallest subnormal" in l]
print(f"[no filter, child] exit code {r.returncode}, {len(warns)} subnormal UserWarning lines")
for line in r.stdout.splitlines():
    print("    " + line)
for i in warns:                      # the warnings as the child wrote them, with the source line under each
    print(err[i], file=sys.stderr)
    if i + 1 < len(err):
        print(err[i + 1], file=sys.stderr)

# the same in this process, with a warnings filter installed first
exec(SET_FTZ_DAZ)
import numpy as np
with warnings.catch_warnings(record=True) as caught:
    warnings.filterwarnings("ignore", message="The value of the smallest subnormal", category=UserWarning)
    info = np.finfo(np.float32)
    text = str(info)
print(f"[warnings filter, this process] {len(caught)} warnings recorded; "
      f"float32 smallest_subnormal == 0.0: {bool(info.smallest_subnormal == 0.0)}")
