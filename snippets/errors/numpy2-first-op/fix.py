# Fix: pin numpy below 2 in the environment that runs MindSpore 2.10 (pip install "numpy<2"),
# then the calls that fail in repro.py / repro_retry.py work from the first one on.
import importlib.metadata as metadata
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

print("numpy", np.__version__, "| mindspore", ms.__version__)
assert int(np.__version__.split(".")[0]) < 2, "numpy 2 is installed: run  pip install \"numpy<2\""
print("mindspore asks for:", [r for r in metadata.requires("mindspore") if r.startswith("numpy")])

x = Tensor(np.ones((2, 3), np.float32))
print("ops.add(x, 1):", ops.add(x, 1).asnumpy().tolist())
print("ops.mul(x, np.float32(0.5)):", ops.mul(x, np.float32(0.5)).asnumpy().tolist())
