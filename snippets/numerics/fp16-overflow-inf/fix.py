# Fix: keep float16 where it is safe, compute the overflow-prone step in float32 (or keep the values small).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)


def report(name, y):
    y = y.asnumpy().astype(np.float32)
    print(f"{name:44s} dtype-in=float16 max={np.max(y):<10.6g} isinf={bool(np.isinf(y).any())!s:5} "
          f"isnan={bool(np.isnan(y).any())}")


x = Tensor(np.full((8,), 100.0, np.float16))                  # float16 activations

# 1. sum of squares: cast to float32 for the reduction, cast back only if the result fits
report("0. sum(x*x) in float16 (overflows)", ops.ReduceSum()(x * x))
x32 = ops.Cast()(x, ms.float32)
report("1. sum(x*x) after ops.Cast to float32", ops.ReduceSum()(x32 * x32))

# 2. mean instead of sum: divide before the values add up
report("2. mean((x / 100) ** 2) in float16", ops.ReduceMean()((x / 100.0) * (x / 100.0)))

# 3. exp of a large value: clip the input first (or subtract the max, as softmax does)
z = Tensor(np.array([12.0, 20.0], np.float16))
report("3a. exp(z) in float16 (overflows)", ops.Exp()(z))
report("3b. exp(clip_by_value(z, -10, 10))", ops.Exp()(ops.clip_by_value(z, Tensor(-10.0, ms.float16),
                                                                         Tensor(10.0, ms.float16))))
report("3c. exp(z - max(z))", ops.Exp()(z - ops.ReduceMax()(z)))

# 4. a whole layer in float32 inside a float16 net: to_float(float32) casts its inputs up
big = Tensor(np.array([[300.0, -300.0] * 4], np.float16))
ln = nn.LayerNorm((8,), begin_norm_axis=-1, begin_params_axis=-1).to_float(ms.float32)
report("4. nn.LayerNorm(...).to_float(float32)", ln(big))
