# Reproducer: Tensor.zero_() in PyNative mode on CPU. The in-place kernel has no CPU implementation in
# 2.10.0; because PyNative runs operators asynchronously, the error surfaces at the next line that reads
# the value (here print -> asnumpy), not at zero_() itself.
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: eager by default in 2.x, but 1.x defaults to GRAPH_MODE

grad_buffer = Tensor([1., 2., 3.], ms.float32)
grad_buffer.zero_()          # reset an accumulator in place
print(grad_buffer)
