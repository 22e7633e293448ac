# Reproducer: MindSpore 2.10 (built against numpy 1.x) running with numpy 2.
# Run in an environment where `pip install mindspore` pulled in numpy 2.x (its metadata only asks for numpy>=1.25).
# The first operator whose arguments include a Python number makes MindSpore initialise numpy's C API;
# that fails under numpy 2 ("Numpy init failed."), the ImportError is left pending, and the call ends in SystemError.
import importlib.metadata as metadata
import numpy as np
from packaging.requirements import Requirement
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
print("numpy", np.__version__, "| mindspore", ms.__version__)
req = Requirement(next(r for r in metadata.requires("mindspore") if r.startswith("numpy")))
print(f"mindspore asks for {req}; numpy {np.__version__} satisfies it: {req.specifier.contains(np.__version__)}")
x = Tensor(np.ones((2, 3), np.float32))   # creating a Tensor from an ndarray still works
y = ops.add(x, 1)                          # the first operator call with a Python scalar argument fails
print(y)
