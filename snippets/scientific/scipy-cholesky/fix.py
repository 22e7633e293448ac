# Fix: check the matrix before decomposing it, and decide what a failure means.
# 1) Look at the eigenvalues (mindspore.scipy.linalg.eigh, same call as scipy.linalg.eigh).
# 2) A covariance matrix that is only positive SEMI-definite (fewer samples than dimensions, rounding)
#    becomes positive definite with a small diagonal "jitter"; a clearly indefinite matrix is a bug upstream.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
import mindspore.scipy.linalg as msl

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
rng = np.random.default_rng(0)
samples = rng.standard_normal((2, 3))            # 2 samples of a 3-D variable
cov = np.cov(samples, rowvar=False)              # 3x3, rank 1: positive semi-definite, not definite
A = Tensor(cov)
A = (A + A.T) / 2                                # symmetric up to rounding is required, see compare_errors.py
w = msl.eigh(A, eigvals_only=True).asnumpy()
print("positive definite:", bool(w.min() > 1e-12 * w.max()))

jitter = 1e-6 * float(np.trace(cov)) / cov.shape[0]    # 1e-6 of the mean diagonal element
L = msl.cholesky(A + jitter * ops.eye(3, 3, A.dtype), lower=True)
L_np = L.asnumpy()                               # reading the result is where an error would appear
print("jitter: %.3g" % jitter)
print("L is lower triangular:", bool(np.allclose(L_np, np.tril(L_np))))
print("L @ L.T == cov + jitter*I:", bool(np.allclose(L_np @ L_np.T, cov + jitter * np.eye(3), atol=1e-10)))

# For comparison, the same matrix without jitter (last, so an asynchronous error cannot reach another call):
try:
    L0 = msl.cholesky(A, lower=True).asnumpy()   # as it is: fails like repro.py
    print("cholesky(cov) without jitter: no error; L @ L.T == cov:", bool(np.allclose(L0 @ L0.T, cov, atol=1e-10)))
except RuntimeError as exc:
    print("cholesky(cov) without jitter: RuntimeError:", str(exc).splitlines()[0])
