# The same zero_() compiled in graph mode on CPU: no CPU kernel either, reported at kernel selection
# while the graph is compiled.
import mindspore as ms
from mindspore import Tensor


@ms.jit
def reset(buffer):
    buffer.zero_()
    return buffer


print(reset(Tensor([1., 2., 3.], ms.float32)))
