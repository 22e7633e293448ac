# Which Tensor in-place methods work in PyNative mode on CPU in 2.10.0, and do they write into the Tensor?
# launch_blocking() makes every operator synchronous (it must come before the first operator), so a missing
# kernel is reported by the call that needs it -- not, asynchronously, by a later call in this loop.
import mindspore as ms
from mindspore import Tensor

ms.runtime.launch_blocking()

calls = {
    "add_(1)": lambda x: x.add_(1),
    "sub_(1)": lambda x: x.sub_(1),
    "mul_(2)": lambda x: x.mul_(2),
    "div_(2)": lambda x: x.div_(2),
    "exp_()": lambda x: x.exp_(),
    "zero_()": lambda x: x.zero_(),
    "fill_(5)": lambda x: x.fill_(5),
    "clamp_(0, 2)": lambda x: x.clamp_(0, 2),
    "copy_(x * 10)": lambda x: x.copy_(x * 10),
}
for name, call in calls.items():
    x = Tensor([1., 2., 3.], ms.float32)
    try:
        out = call(x)
        out.asnumpy()
        changed = x.asnumpy().tolist() != [1., 2., 3.]
        print(f"{name:14s} runs; writes into x: {changed}")
    except RuntimeError as err:
        print(f"{name:14s} RuntimeError: {str(err).splitlines()[0]}")
