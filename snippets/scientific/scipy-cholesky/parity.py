# mindspore.scipy.linalg vs scipy.linalg on the same symmetric positive-definite matrix:
# cholesky, cho_factor and cho_solve, with the same argument names. Printed as pass/fail checks (tolerances, not
# raw digits), so the output does not depend on the CPU's last-bit rounding.
import numpy as np
import scipy.linalg as sl
import mindspore as ms
from mindspore import Tensor
import mindspore.scipy.linalg as msl

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
print("mindspore.scipy.linalg.__all__:", msl.__all__)

a = np.array([[4.0, 2.0, 0.6],
              [2.0, 5.0, 1.0],
              [0.6, 1.0, 3.0]])          # symmetric, eigenvalues > 0
b = np.array([1.0, 2.0, 3.0])


def close(x, y, tol):
    return bool(np.allclose(x, y, rtol=tol, atol=tol))


for dtype, tol in ((np.float64, 1e-12), (np.float32, 1e-5)):
    A = Tensor(a.astype(dtype))
    print(f"--- {np.dtype(dtype).name}")
    for lower in (True, False):
        ms_c = msl.cholesky(A, lower=lower).asnumpy()
        sp_c = sl.cholesky(a, lower=lower)
        print(f"cholesky(lower={lower}): dtype {ms_c.dtype}, same as scipy: {close(ms_c, sp_c, tol)}")

    for lower in (True, False):
        ms_cf, ms_lower = msl.cho_factor(A, lower=lower)
        sp_cf, sp_lower = sl.cho_factor(a, lower=lower)
        used = np.tril_indices(3) if lower else np.triu_indices(3)
        unused = np.triu_indices(3, 1) if lower else np.tril_indices(3, -1)
        print(f"cho_factor(lower={lower}): flag {ms_lower} / scipy {sp_lower}; "
              f"factor triangle same: {close(ms_cf.asnumpy()[used], sp_cf[used], tol)}")
        # The triangle cho_factor does not use is unspecified ("random data") in both APIs; it differs in practice.
        print(f"  unused {'upper' if lower else 'lower'} triangle  mindspore:", ms_cf.asnumpy()[unused].tolist(),
              " scipy:", sp_cf[unused].tolist())

    ms_cf, ms_lower = msl.cho_factor(A, lower=True)
    sp_cf, sp_lower = sl.cho_factor(a, lower=True)
    ms_x = msl.cho_solve((ms_cf, ms_lower), Tensor(b.astype(dtype))).asnumpy()
    sp_x = sl.cho_solve((sp_cf, sp_lower), b)
    print(f"cho_solve: same as scipy: {close(ms_x, sp_x, tol)}; A @ x == b: {close(a @ ms_x, b, tol * 10)}")

print("--- other inputs and arguments")
for dtype in (np.int32, np.int64):                # integer input is cast to float64
    print(f"cholesky of a {np.dtype(dtype).name} matrix: dtype {msl.cholesky(Tensor(np.array([[4, 2], [2, 5]], dtype)), lower=True).dtype}")
same = close(msl.cholesky(Tensor(a), lower=True, overwrite_a=True, check_finite=False).asnumpy(), sl.cholesky(a, lower=True), 1e-12)
print("cholesky(..., overwrite_a=True, check_finite=False) accepted; same result:", same)
doc_a = Tensor(np.array([[9, 3, 1, 5], [3, 7, 5, 1], [1, 5, 9, 2], [5, 1, 2, 6]], np.float32))  # cho_factor's docs example
print("docs example matrix, cho_factor(a) (lower=False), row 1:", np.round(msl.cho_factor(doc_a)[0].asnumpy()[1].astype(np.float64), 4).tolist())
