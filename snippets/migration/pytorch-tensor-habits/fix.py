# Fix: the MindSpore way for each habit, written with APIs present from 1.10 to 2.10.
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE)      # the device is chosen once for the process, not per tensor
ms.set_seed(0)
np.random.seed(0)

x = ms.Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
y = ops.stop_gradient(x * 2)               # detach()      -> ops.stop_gradient
print("stop_gradient:", y.asnumpy().tolist())                              # .cpu().numpy() -> .asnumpy()
print("shape[0]:", x.shape[0], "| reshape:", x.reshape((4, 1)).shape)       # size(0) -> shape[0]; view -> reshape
print("concat axis=0:", ops.concat((x, x), axis=0).shape)                   # dim= -> axis=
print("softmax axis=1:", np.round(ops.Softmax(axis=1)(x).asnumpy().astype(np.float64), 3).tolist())
noise = ms.Tensor(np.random.rand(2, 3).astype(np.float32))                  # or ops.rand(2, 3) on 2.x
print("noise shape:", noise.shape)

# loss.backward() / x.grad -> a function and ops.value_and_grad
w = ms.Parameter(ms.Tensor(np.array([0.5, -1.0], np.float32)), name="w")
def loss_fn(inp):
    return ops.reduce_sum((inp * w) ** 2)
loss, grads = ops.value_and_grad(loss_fn, grad_position=None, weights=[w])(ms.Tensor(np.array([1.0, 2.0], np.float32)))
print("loss:", float(loss.asnumpy()), "| dloss/dw:", grads[0].asnumpy().tolist())
