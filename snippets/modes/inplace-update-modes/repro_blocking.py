# repro.py with ms.runtime.launch_blocking() before any operator runs: operators now run synchronously,
# so the missing-kernel error is raised by the zero_() line itself instead of by a later line that reads
# the value. Use it while hunting for the line that really failed; it slows every operator down.
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: eager by default in 2.x, but 1.x defaults to GRAPH_MODE
ms.runtime.launch_blocking()

grad_buffer = Tensor([1., 2., 3.], ms.float32)
grad_buffer.zero_()          # reset an accumulator in place
print(grad_buffer)
