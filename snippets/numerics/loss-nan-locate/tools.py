# Which of MindSpore's own NaN-hunting helpers exist on this version, and what they do on CPU.
import os
import sys
import tempfile
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
bad = Tensor(np.array([1.0, np.inf, np.nan], np.float32))


def row(name, fn):
    try:
        print(f"{name:44s} -> {fn()}")
    except Exception as e:
        print(f"{name:44s} -> {type(e).__name__}: {str(e).splitlines()[0][:120]}")


row("ops.isfinite(t)", lambda: ops.isfinite(bad).asnumpy().tolist())
row("ops.isnan(t)", lambda: ops.isnan(bad).asnumpy().tolist())
row("ops.IsInf()(t)", lambda: ops.IsInf()(bad).asnumpy().tolist())


def amp_all_finite():
    from mindspore.amp import all_finite
    return bool(all_finite((Tensor(np.ones(2, np.float32)), bad)).asnumpy())


row("mindspore.amp.all_finite((ok, bad))", amp_all_finite)


def set_ctx(**kw):
    ms.set_context(**kw)
    return "accepted"


row("set_context(pynative_synchronize=True)", lambda: set_ctx(pynative_synchronize=True))
ms.set_context(pynative_synchronize=False)


def launch_blocking():
    try:
        import mindspore.runtime
    except ImportError:
        return "no such API (no mindspore.runtime module)"
    return "exists" if hasattr(mindspore.runtime, "launch_blocking") else "no such API"


row("mindspore.runtime.launch_blocking", launch_blocking)


def tensor_dump():
    if not hasattr(ops, "TensorDump"):
        return "no such API"
    d = tempfile.mkdtemp()
    cwd = os.getcwd()
    os.chdir(d)
    try:
        ops.TensorDump()("loss_input", bad)
        files = sorted(os.listdir(d))
        if not files:
            return "ran, wrote no file in the working directory"
        arr = np.load(os.path.join(d, files[0]))
        return f"wrote {len(files)} file(s) *.npy, values {arr.tolist()}"
    finally:
        os.chdir(cwd)


row("ops.TensorDump()('loss_input', t)", tensor_dump)
sys.stdout.flush()
