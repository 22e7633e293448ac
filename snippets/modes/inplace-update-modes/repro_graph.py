# The same zero_() compiled in graph mode on CPU: no CPU kernel either, reported at kernel selection
# while the graph is compiled.
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit (1.x defaults to GRAPH_MODE); @ms.jit compiles reset()


@ms.jit
def reset(buffer):
    buffer.zero_()
    return buffer


print(reset(Tensor([1., 2., 3.], ms.float32)))
