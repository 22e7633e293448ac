# Cast to a dtype the CPU kernel supports around the operator, and cast the result back if needed.
# 在算子前后转换类型：转成 CPU 实现支持的类型（通常是 int32 或 float32）算完，再按需要转回原类型。
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


def run_as(dtype, op, x, *args, back=True):
    """Run op on x cast to dtype; cast a floating result back to x's dtype when back=True."""
    y = op(ops.cast(x, dtype), *args)
    return ops.cast(y, x.dtype) if back else y


mask = Tensor(np.array([[False, True, True], [True, False, False]]))
# bool -> float32 for Argmax (float32 is the dtype every version's CPU kernel has); the result is an index: no cast back
first_true = run_as(ms.float32, ops.Argmax(axis=1), mask, back=False)
print("first True at:", first_true.asnumpy().tolist(), first_true.dtype)

# float16 stays float16 for the caller, but the op runs in float32
h = Tensor(np.array([[1.0, 2.0, 3.0]], np.float16))
s = run_as(ms.float32, ops.Softmax(), h)
print("softmax:", s.dtype, ["%.3f" % v for v in s.asnumpy().ravel()])

# bfloat16 exists from MindSpore 2.x only; on CPU most kernels lack it, so compute in float32
bf16 = getattr(ms, "bfloat16", None)
if bf16 is not None:
    b = ops.cast(Tensor(np.array([[1.0, 2.0, 3.0]], np.float32)), bf16)
    r = run_as(ms.float32, ops.ReduceSum(), b, 1)
    print("reduce_sum on bfloat16 input:", r.dtype, ops.cast(r, ms.float32).asnumpy().tolist())
else:
    print("no mindspore.bfloat16 in this version")
