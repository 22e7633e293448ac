# Three ways out of "bprop not defined":
#  1. give the Custom operator its backward: ops.Custom(..., bprop=...)
#  2. wrap the op in an nn.Cell that defines bprop(self, x, out, dout)
#  3. the part is not meant to be differentiated (indices, bucket ids): cut it off with ops.stop_gradient
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
x = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
grad = ops.GradOperation()


def double_bprop(t, out, dout):       # inputs..., forward output, gradient of the output
    return (dout * 2,)


double = ops.Custom(lambda t: t * 2, out_shape=lambda t: t, out_dtype=lambda t: t, func_type="pyfunc",
                    bprop=double_bprop)


def loss1(t):
    return double(t).sum()


print("1. Custom with bprop:", grad(loss1)(x).asnumpy().tolist())


class Double(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.Custom(lambda t: t * 2, out_shape=lambda t: t, out_dtype=lambda t: t, func_type="pyfunc")

    def construct(self, t):
        return self.op(t)

    def bprop(self, t, out, dout):
        return (dout * 2,)


net = Double()


def loss2(t):
    return net(t).sum()


print("2. Cell with bprop:", grad(loss2)(x).asnumpy().tolist())

if hasattr(ops, "Bucketize"):
    bucketize = ops.Bucketize([1.5, 2.5])

    def loss3(t):
        ids = bucketize(ops.stop_gradient(t))          # bucket ids: no gradient wanted
        return (ids.astype(ms.float32) * t).sum()

    print("3. stop_gradient before Bucketize:", grad(loss3)(x).asnumpy().tolist())
else:
    print("3. no ops.Bucketize in this version")
