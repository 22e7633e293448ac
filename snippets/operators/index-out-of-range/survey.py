# Survey: what each operator does on this version's CPU when an index is outside the tensor's range.
# One line per member: "silent: <result>" when no error is raised, else the exception type and the key line.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
if hasattr(ms, "set_device"):
    ms.set_device("CPU")
else:
    ms.set_context(device_target="CPU")
if hasattr(ms, "runtime") and hasattr(ms.runtime, "launch_blocking"):
    ms.runtime.launch_blocking()  # run each op synchronously, so its error is raised at its own call


def sync():
    # in PyNative a failed op's error can be re-raised by the next op: flush it here
    try:
        from mindspore.common.api import _pynative_executor
        _pynative_executor.sync()
    except Exception:  # noqa: BLE001
        pass


def f32(a):
    return Tensor(np.array(a, dtype=np.float32))


def i32(a):
    return Tensor(np.array(a, dtype=np.int32))


table = f32(np.arange(12).reshape(4, 3))  # 4 rows: valid row ids are 0..3


def in_table(out):
    # a value read past the end of the buffer differs from run to run: print only whether it is one of the table's
    vals = out.asnumpy().tolist()
    ok = all(v in range(12) for v in vals)
    return f"{vals}" if ok else "a value that is not in the table (memory past its end)"

SURVEY = [
    ("ops.gather id=4 (4 rows)", lambda: ops.gather(table, i32([0, 4]), 0)),
    ("ops.gather id=-1", lambda: ops.gather(table, i32([0, -1]), 0)),
    ("nn.Embedding(4, 3) id=4", lambda: nn.Embedding(4, 3, embedding_table="ones")(i32([[0, 4]]))),
    ("ops.gather_elements (GatherD) id=3 (dim 3)", lambda: ops.gather_elements(table, 1, i32([[0, 3]] * 4))),
    ("ops.gather_nd id=[4, 0]", lambda: in_table(ops.gather_nd(table, i32([[4, 0]])))),
    ("ops.scatter_nd id=[4]", lambda: ops.scatter_nd(i32([[4]]), f32([1.0]), (4,))),
    ("ops.tensor_scatter_update id=[4]", lambda: ops.tensor_scatter_update(f32([0, 0, 0, 0]), i32([[4]]), f32([1.0]))),
    ("ops.scatter index=4 (dim size 4)",
     lambda: ops.scatter(f32(np.zeros((2, 4))), 1, i32([[0, 4]]), f32([[1.0, 1.0]]))),
    ("ops.tensor_scatter_add id=[4]", lambda: ops.tensor_scatter_add(f32([0, 0, 0, 0]), i32([[4]]), f32([1.0]))),
    ("ops.one_hot id=5 (depth 3)", lambda: ops.one_hot(i32([0, 5]), 3, f32(1.0), f32(0.0))),
    ("ops.one_hot id=-1 (depth 3)", lambda: ops.one_hot(i32([0, -1]), 3, f32(1.0), f32(0.0))),
    ("ops.unsorted_segment_sum segment=4 (4 segments)",
     lambda: ops.unsorted_segment_sum(f32([1, 2]), i32([0, 4]), 4)),
    ("ops.nll_loss label=3 (3 classes)",
     lambda: ops.nll_loss(f32([[0.1, 0.2, 0.7]]), i32([3]))),
    ("nn.SoftmaxCrossEntropyWithLogits(sparse=True) label=3 (3 classes)",
     lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True)(f32([[0.1, 0.2, 0.7]]), i32([3]))),
    ("Tensor x[5] (size 3)", lambda: f32([1, 2, 3])[5]),
    ("Tensor x[-4] (size 3)", lambda: f32([1, 2, 3])[-4]),
    ("Tensor x[Tensor(5)] (size 3)", lambda: f32([1, 2, 3])[i32(5)]),
    ("Tensor x[[0, 5]] (size 3)", lambda: f32([1, 2, 3])[[0, 5]]),
    ("Tensor x[5] = 1 (size 3)", None),
]


def setitem():
    x = f32([1, 2, 3])
    x[5] = 1.0
    return x


def key_line(exc):
    for line in str(exc).splitlines():
        line = line.strip()
        if line and not line.startswith("-"):
            return line[:150]
    return ""


for name, call in SURVEY:
    call = call or setitem
    try:
        out = call()
        if isinstance(out, str):
            print(f"{name}: silent: {out}")
            continue
        vals = [t.asnumpy().tolist() for t in (out if isinstance(out, (tuple, list)) else (out,))
                if hasattr(t, "asnumpy")]
        print(f"{name}: silent: {vals[0] if len(vals) == 1 else vals}")
    except AttributeError as e:
        print(f"{name}: no such API ({e})")
    except Exception as e:  # noqa: BLE001 - record whatever this version raises
        print(f"{name}: {type(e).__name__}: {key_line(e)}")
    sync()
