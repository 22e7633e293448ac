# A pyfunc Custom operator written without a bprop: the forward runs, the gradient cannot be built.
# 自定义算子（pyfunc）没有写反向：前向能算，求梯度就报错。
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

double = ops.Custom(lambda t: t * 2, out_shape=lambda t: t, out_dtype=lambda t: t, func_type="pyfunc")


def loss_fn(x):
    return double(x).sum()


x = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
print("forward:", loss_fn(x))
g = ops.GradOperation()(loss_fn)(x)
print("grad:", g)
