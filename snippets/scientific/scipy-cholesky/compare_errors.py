# What SciPy and MindSpore (CPU) do with matrices that are not symmetric positive definite.
# Neither returns NaN silently here: SciPy raises numpy.linalg.LinAlgError, MindSpore raises RuntimeError
# (when the result is read). SciPy only reads the triangle selected by `lower`; MindSpore needs the whole
# matrix to be symmetric positive definite.
import numpy as np
import scipy.linalg as sl
import mindspore as ms
from mindspore import Tensor
import mindspore.scipy.linalg as msl

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative

cases = {
    "indefinite [[1,2],[2,1]]": np.array([[1.0, 2.0], [2.0, 1.0]]),
    "singular PSD [[1,1],[1,1]]": np.array([[1.0, 1.0], [1.0, 1.0]]),
    "non-symmetric, lower triangle PD [[4,100],[1,3]]": np.array([[4.0, 100.0], [1.0, 3.0]]),
    "PD, asymmetric by 1e-9 [[4,1+1e-9],[1,3]]": np.array([[4.0, 1.0 + 1e-9], [1.0, 3.0]]),
}


def first_line(exc):
    return f"{type(exc).__module__}.{type(exc).__name__}: {str(exc).splitlines()[0]}"


for name, m in cases.items():
    print(name)
    try:
        print("  scipy.linalg.cholesky(lower=True)      ->", np.round(sl.cholesky(m, lower=True), 4).tolist())
    except Exception as exc:  # noqa: BLE001 - the point is to show what is raised
        print("  scipy.linalg.cholesky(lower=True)      ->", first_line(exc))
    try:
        print("  mindspore.scipy.linalg.cholesky(lower=True) ->",
              np.round(msl.cholesky(Tensor(m), lower=True).asnumpy(), 4).tolist())
    except Exception as exc:  # noqa: BLE001
        print("  mindspore.scipy.linalg.cholesky(lower=True) ->", first_line(exc))

# mindspore.ops.cholesky and Tensor.cholesky run the same CPU kernel, so they fail the same way.
m = Tensor(cases["indefinite [[1,2],[2,1]]"])
for name, fn in (("ops.cholesky", lambda: ms.ops.cholesky(m)), ("Tensor.cholesky", lambda: m.cholesky())):
    try:
        print(f"{name}(indefinite) ->", fn().asnumpy().tolist())
    except Exception as exc:  # noqa: BLE001
        print(f"{name}(indefinite) ->", first_line(exc))
