# Survey: the same computation in float32 and float16 on CPU, with values that overflow float16 (max 65504).
# Each row prints max / any inf / any nan of the result, or the error if this version has no float16 kernel.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
print("float16 max:", float(np.finfo(np.float16).max), " smallest subnormal:", float(np.finfo(np.float16).tiny) * 2.0 ** -10)


def t(a, dt):
    return Tensor(np.array(a, np.float32)).astype(dt)


def sq_sum(x):                       # sum of squares, e.g. an L2 norm or a variance
    return ops.ReduceSum()(ops.Mul()(x, x))


def ln(x):                           # layer_norm over the last axis
    n = x.shape[-1]
    cell = nn.LayerNorm((n,), begin_norm_axis=-1, begin_params_axis=-1)
    if x.dtype == ms.float16:
        cell.to_float(ms.float16)
    return cell(x)


def ce(x):                           # cross entropy with large logits, one-hot label of class 1
    labels = Tensor(np.array([[0.0, 1.0]], np.float32)).astype(x.dtype)
    return nn.SoftmaxCrossEntropyWithLogits(sparse=False)(x, labels)


def naive_ce(x):                     # -log(softmax(x)[1]) written as log(sum(exp(x))) - x[1]
    return ops.Log()(ops.ReduceSum()(ops.Exp()(x), -1)) - x[:, 1]


def naive_softmax(x):                # exp(x) / sum(exp(x)) without subtracting the max
    e = ops.Exp()(x)
    return e / ops.ReduceSum(keep_dims=True)(e, -1)


CASES = [
    ("exp(12)", ops.Exp(), [12.0]),
    ("x*x, x=300", lambda x: ops.Mul()(x, x), [300.0]),
    ("sum of 10000 x 10.0", ops.ReduceSum(), [10.0] * 10000),
    ("sum of squares, 8 x 100", sq_sum, [100.0] * 8),
    ("matmul 1x4096 @ 4096x1 of 4.0", lambda x: ops.MatMul()(x.reshape(1, -1), x.reshape(-1, 1)), [4.0] * 4096),
    ("inf - inf", lambda x: x * 1000.0 - x * 1000.0, [100.0]),
    ("underflow 1e-4 * 1e-4", lambda x: x * x, [1e-4]),
    ("softmax([20, 0])", ops.Softmax(), [[20.0, 0.0]]),
    ("naive exp/sum softmax([20, 0])", naive_softmax, [[20.0, 0.0]]),
    ("layer_norm([300, -300, ...])", ln, [[300.0, -300.0] * 4]),
    ("cross_entropy logits [20, -20]", ce, [[20.0, -20.0]]),
    ("naive log-sum-exp CE [20, -20]", naive_ce, [[20.0, -20.0]]),
]

for name, fn, value in CASES:
    for dt in (ms.float32, ms.float16):
        tag = "fp16" if dt == ms.float16 else "fp32"
        try:
            y = fn(t(value, dt)).asnumpy().astype(np.float32)
            print(f"{name:34s} {tag}: max={np.nanmax(y) if not np.isnan(y).all() else 'nan':<10} "
                  f"isinf={bool(np.isinf(y).any())!s:5} isnan={bool(np.isnan(y).any())}")
        except Exception as e:  # an op with no float16 kernel on this version: record it
            print(f"{name:34s} {tag}: {type(e).__name__}: {str(e).splitlines()[0][:150]}")
