# Fix: use an axis inside [-x.ndim, x.ndim) -- here the last axis, written as -1 so it works for any rank.
# ops.var_mean is the replacement MindSpore 2.10 suggests for nn.Moments; it returns (variance, mean).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
mean, variance = nn.Moments(axis=-1, keep_dims=True)(x)
print("nn.Moments(axis=-1)  mean shape:", mean.shape, "variance[0, 0]:", variance[0, 0])

variance2, mean2 = ops.var_mean(x, axis=-1, ddof=0, keepdims=True)    # note the order: variance first
print("ops.var_mean(axis=-1) mean shape:", mean2.shape, "variance[0, 0]:", variance2[0, 0])
print("same result:", bool(np.allclose(mean.asnumpy(), mean2.asnumpy()) and np.allclose(variance.asnumpy(), variance2.asnumpy())))

for shape in ((2, 4), (2, 3, 4, 5)):                                  # axis=-1 does not depend on the rank
    mean, _ = nn.Moments(axis=-1, keep_dims=True)(Tensor(np.ones(shape, np.float32)))
    print(f"nn.Moments(axis=-1) on a {len(shape)}-D input: mean shape {mean.shape}")
