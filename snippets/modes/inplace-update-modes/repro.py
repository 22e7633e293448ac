# Reproducer: Tensor.zero_() in PyNative mode on CPU. The in-place kernel has no CPU implementation in
# 2.10.0; because PyNative runs operators asynchronously, the error surfaces at the next line that reads
# the value (here print -> asnumpy), not at zero_() itself.
import mindspore as ms
from mindspore import Tensor

grad_buffer = Tensor([1., 2., 3.], ms.float32)
grad_buffer.zero_()          # reset an accumulator in place
print(grad_buffer)
