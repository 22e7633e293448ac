# There is no CPU switch for MindFormers' fused operators. What a CPU-only machine can do:
# 1) read what the installed MindFormers says about hardware (its README ships in the package metadata);
# 2) find which operators have no CPU kernel (launch_blocking makes the failing op raise at its own line);
# 3) run a MindSpore-only equivalent of the layer (here RMSNorm written with basic ops) for CPU debugging.
import importlib.metadata as md
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.runtime.launch_blocking()                    # errors surface at the failing operator
print("mindspore", ms.__version__, "| mindformers", md.version("mindformers"), "| device", ms.get_context("device_target"))

readme = md.metadata("mindformers").get_payload()
print("README:", [line for line in readme.splitlines() if "supported hardware" in line][0])

x = ms.Tensor(np.random.default_rng(0).standard_normal((1, 4, 32)).astype(np.float32))
gamma = ms.Tensor(np.ones(32, np.float32))
try:
    ops.rms_norm(x, gamma)                      # the fused operator MindFormers uses
except RuntimeError as e:
    print("ops.rms_norm on CPU:", str(e).splitlines()[0])

def rms_norm(x, gamma, eps=1e-6):               # the same maths with basic operators
    return x * ops.rsqrt(ops.mean(ops.square(x), -1, keep_dims=True) + eps) * gamma

y = rms_norm(x, gamma)
print("RMSNorm from basic ops on CPU:", y.shape, "mean square of output ~1:", round(float(ops.mean(ops.square(y)).asnumpy()), 3))
