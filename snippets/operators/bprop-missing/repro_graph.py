# The same in GRAPH mode, inside a Cell: the wording changes and it is wrapped as a framework error.
# 同样的问题在 GRAPH 模式下：措辞不同，外面还包着 Framework Unexpected Exception。
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.double = ops.Custom(lambda t: t * 2, out_shape=lambda t: t, out_dtype=lambda t: t, func_type="pyfunc")

    def construct(self, x):
        return self.double(x).sum()


x = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
g = ops.GradOperation()(Net())(x)
print("grad:", g)
