# Which Tensor in-place methods work in PyNative mode on CPU in 2.10.0, do they write into the Tensor, and
# which platforms does each method's own docstring list ("Supported Platforms", "-" when it names none)?
# launch_blocking() makes operators run synchronously, so a missing kernel is reported by the call that
# needs it (repro_blocking.py shows the traceback); each result is also read at once.
import re

import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: eager by default in 2.x, but 1.x defaults to GRAPH_MODE
ms.runtime.launch_blocking()

calls = {
    "add_": lambda x: x.add_(1),
    "sub_": lambda x: x.sub_(1),
    "mul_": lambda x: x.mul_(2),
    "div_": lambda x: x.div_(2),
    "exp_": lambda x: x.exp_(),
    "zero_": lambda x: x.zero_(),
    "fill_": lambda x: x.fill_(5),
    "clamp_": lambda x: x.clamp_(0, 2),
    "copy_": lambda x: x.copy_(x * 10),
}
for name, call in calls.items():
    doc = getattr(Tensor, name).__doc__ or ""
    found = re.search(r"Supported Platforms:\s*\n?\s*(.+)", doc)
    platforms = found.group(1).replace("`", "").strip() if found else "-"
    x = Tensor([1., 2., 3.], ms.float32)
    try:
        out = call(x)
        out.asnumpy()
        changed = x.asnumpy().tolist() != [1., 2., 3.]
        result = f"runs; writes into x: {changed}"
    except RuntimeError as err:
        result = f"RuntimeError: {str(err).splitlines()[0]}"
    print(f"{name:7s} docs: {platforms:7s} | CPU PyNative: {result}")
