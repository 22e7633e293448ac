# Does MindSpore itself need `requests`? Make it unimportable (as if never installed), then import MindSpore,
# run an operator and compile a small graph. Prints whether anything tried to import it.
import importlib.abc
import sys

tried = []


class NoRequests(importlib.abc.MetaPathFinder):
    """Behaves like an environment without the package: importing it raises ModuleNotFoundError."""
    def find_spec(self, name, path=None, target=None):
        if name == "requests" or name.startswith("requests."):
            tried.append(name)
            raise ModuleNotFoundError(f"No module named '{name}'", name=name)
        return None


sys.meta_path.insert(0, NoRequests())

import numpy as np  # noqa: E402
import mindspore as ms  # noqa: E402
from mindspore import nn, ops, Tensor  # noqa: E402

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class Net(nn.Cell):
    def construct(self, x):
        return ops.relu(x) * 2


print("result:", Net()(Tensor(np.array([-1.0, 2.0], np.float32))))
print("imports of requests attempted:", tried or "none")
