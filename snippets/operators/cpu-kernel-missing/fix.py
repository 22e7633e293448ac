# CPU-capable replacements for ops that have no CPU kernel (see survey.py); each result is checked against numpy.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
if hasattr(ms, "set_device"):
    ms.set_device("CPU")
else:
    ms.set_context(device_target="CPU")

np.random.seed(0)
a = np.random.rand(2, 3).astype(np.float32)
b = np.random.rand(3, 4).astype(np.float32)


def einsum_matmul():
    # ops.einsum("ij,jk->ik", a, b)  ->  a plain matrix product
    y = ops.matmul(Tensor(a), Tensor(b)).asnumpy()
    return np.allclose(y, np.einsum("ij,jk->ik", a, b), atol=1e-6)


def einsum_batched():
    # ops.einsum("bij,bjk->bik", x, y)  ->  BatchMatMul
    x, y = np.random.rand(2, 2, 3).astype(np.float32), np.random.rand(2, 3, 4).astype(np.float32)
    z = ops.BatchMatMul()(Tensor(x), Tensor(y)).asnumpy()
    return np.allclose(z, np.einsum("bij,bjk->bik", x, y), atol=1e-6)


def gamma_sampling():
    # ops.gamma(shape, alpha, beta)  ->  ops.random_gamma(shape, alpha) / beta
    s = ops.random_gamma(Tensor(np.array([1000], np.int32)), Tensor(np.array([2.0], np.float32)), seed=1)
    return s.shape == (1000, 1) and abs(float(s.asnumpy().mean()) - 2.0) < 0.3


def dynamic_rnn_lstm():
    # ops.DynamicRNN (an LSTM on Ascend)  ->  nn.LSTM
    y, _ = nn.LSTM(4, 4, batch_first=True)(Tensor(np.random.rand(1, 2, 4).astype(np.float32)))
    return y.shape == (1, 2, 4)


def histogram_numpy():
    # ops.HistogramFixedWidth(3)(x, range)  ->  numpy.histogram, back into a Tensor
    x = np.array([1.0, 2.0, 1.0], np.float32)
    h = Tensor(np.histogram(x, bins=3, range=(0.0, 3.0))[0].astype(np.int32))
    return h.asnumpy().tolist() == [0, 2, 1]


def unfold_im2col():
    # nn.Unfold (ExtractImagePatches)  ->  ops.unfold (Im2Col); same patches, laid out (N, C*kh*kw, L)
    x = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
    p = ops.unfold(Tensor(x), kernel_size=2).asnumpy()
    return p.shape == (1, 4, 9) and p[0, :, 0].tolist() == [0.0, 1.0, 4.0, 5.0]


def randperm_function():
    # ops.Randperm()(n)  ->  ops.randperm(n)
    return sorted(ops.randperm(4, seed=1).asnumpy().tolist()) == [0, 1, 2, 3]


def roll_concat():
    # ops.roll(x, 1, 0)  ->  two slices put back together
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    return ops.concat((x[-1:], x[:-1])).asnumpy().tolist() == [3.0, 1.0, 2.0]


def overflow_check():
    # ops.NPUGetFloatStatus (Ascend overflow flag)  ->  check the values themselves
    g = Tensor(np.array([1.0, np.inf], np.float32))
    return not bool(ops.isfinite(g).all().asnumpy())


for name, check in [("einsum ij,jk->ik -> ops.matmul", einsum_matmul),
                    ("einsum bij,bjk->bik -> ops.BatchMatMul", einsum_batched),
                    ("ops.gamma -> ops.random_gamma", gamma_sampling),
                    ("ops.DynamicRNN -> nn.LSTM", dynamic_rnn_lstm),
                    ("ops.HistogramFixedWidth -> numpy.histogram", histogram_numpy),
                    ("nn.Unfold -> ops.unfold", unfold_im2col),
                    ("ops.Randperm -> ops.randperm", randperm_function),
                    ("ops.roll -> ops.concat of slices", roll_concat),
                    ("ops.NPUGetFloatStatus -> ops.isfinite", overflow_check)]:
    try:
        print(f"{name}: {'ok' if check() else 'WRONG RESULT'}")
    except AttributeError:
        print(f"{name}: no such API")
