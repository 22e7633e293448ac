# Guard empty inputs before calling a kernel that cannot take them: build the (empty) result yourself.
# 空输入先拦下来：输出本来就该是空的，直接按输出形状造一个空张量；对空的那一维求 argmin/argmax 没有意义，明确报错。
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


def safe_isreal(x):
    if x.size == 0:                       # 0 in x.shape
        return Tensor(np.zeros(x.shape, np.bool_))
    return ops.isreal(x)


def safe_real(x):
    if x.size == 0:
        return Tensor(np.zeros(x.shape, np.float32 if x.dtype == ms.complex64 else np.float64))
    return ops.real(x)


def safe_argmin(x, axis):
    if x.shape[axis] == 0:                # numpy raises here too: an empty axis has no minimum
        raise ValueError("argmin over an empty axis %d of shape %s" % (axis, x.shape))
    if x.size == 0:                       # another axis is empty: the result is empty as well
        out_shape = x.shape[:axis] + x.shape[axis + 1:]
        return Tensor(np.zeros(out_shape, np.int32))
    return x.argmin(axis=axis)


c_np = np.zeros((1, 0, 3), np.complex64)
f_np = np.zeros((1, 0, 3), np.float32)
try:
    c, f = Tensor(c_np), Tensor(f_np)
except ValueError as err:
    # MindSpore 1.10 / 2.0 cannot even build an empty Tensor: guard on the numpy array before Tensor(...)
    print("this version refuses empty Tensors (%s): check arr.size == 0 before Tensor(arr)" % err)
    print("numpy guard:", "skip, empty" if c_np.size == 0 else "run")
    c = f = None

if c is not None:
    print("isreal:", safe_isreal(c).shape, safe_isreal(c).dtype)
    print("real:", safe_real(c).shape, safe_real(c).dtype)
    print("argmin(axis=2):", safe_argmin(f, 2).shape)
    try:
        safe_argmin(f, 1)
    except ValueError as err:
        print("argmin(axis=1):", "ValueError:", err)
# non-empty inputs still go to the real kernels
z = Tensor(np.array([[1 + 0j, 2 + 1j]], np.complex64))
print("isreal on non-empty:", safe_isreal(z).asnumpy().tolist())
print("argmin on non-empty:", safe_argmin(Tensor(np.array([[3.0, 1.0, 2.0]], np.float32)), 1).asnumpy().tolist())
