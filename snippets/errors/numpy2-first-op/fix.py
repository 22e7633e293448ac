# Fix: pin numpy below 2 in the environment that runs MindSpore 2.10 (pip install "numpy<2"),
# then the calls that fail in repro.py / repro_retry.py work from the first one on.
import importlib.metadata as metadata
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
print("numpy", np.__version__, "| mindspore", ms.__version__)
assert int(np.__version__.split(".")[0]) < 2, "numpy 2 is installed: run  pip install \"numpy<2\""
for dist in ("mindspore", "mindspore-gpu", "mindspore-dev"):   # the package's name: CPU, GPU build, daily build
    try:
        print(f"{dist} asks for:", [r for r in metadata.requires(dist) if r.startswith("numpy")])
        break
    except metadata.PackageNotFoundError:
        continue

x = Tensor(np.ones((2, 3), np.float32))
print("ops.add(x, 1):", ops.add(x, 1).asnumpy().tolist())
scale = np.float32(0.5)                   # a numpy scalar, e.g. from np.mean() or a config array
print("ops.mul(x, float(scale)):", ops.mul(x, float(scale)).asnumpy().tolist())   # converted to a Python float
print("ops.mul(x, scale):", ops.mul(x, scale).asnumpy().tolist())                 # passed as it is
