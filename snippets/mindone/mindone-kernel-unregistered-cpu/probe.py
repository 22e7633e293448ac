# Which mint operators that MindONE models use have a CPU kernel in this MindSpore? launch_blocking() makes each
# failure raise at its own call (otherwise it surfaces at a later, unrelated line).
# Also print what MindONE's own README (shipped in the package metadata) says it was tested on.
import importlib.metadata as md
import numpy as np
import mindspore as ms
from mindspore import mint, nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.runtime.launch_blocking()
print("mindspore", ms.__version__, "| mindone", md.version("mindone"), "| device", ms.get_context("device_target"))
for line in md.metadata("mindone").get_payload().splitlines():
    if "tested with" in line:
        print("README:", line.strip())

x = ms.Tensor(np.ones((2, 4), np.float32))
ids = ms.Tensor([[1, 2]], ms.int32)
cases = {
    "mint.arange(0, 4)": lambda: mint.arange(0, 4),
    "mint.nn.Embedding(10, 4)(ids)": lambda: mint.nn.Embedding(10, 4)(ids),
    "mint.nn.functional.layer_norm": lambda: mint.nn.functional.layer_norm(x, (4,)),
    "mint.split(x, [1, 3], dim=1)": lambda: mint.split(x, [1, 3], dim=1)[0],
    "mint.matmul": lambda: mint.matmul(x, x.T),
    "ops.arange(0, 4)": lambda: ops.arange(0, 4),
    "nn.Embedding(10, 4)(ids)": lambda: nn.Embedding(10, 4)(ids),
    "ops.layer_norm via nn.LayerNorm": lambda: nn.LayerNorm((4,))(x),
}
for name, fn in cases.items():
    try:
        fn().asnumpy()
        print(f"{name:34s} ok")
    except RuntimeError as e:
        print(f"{name:34s} RuntimeError: {str(e).splitlines()[0]}")
