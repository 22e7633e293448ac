# Which of mindspore.ms_function / mindspore.jit this MindSpore version has, and what using each one does.
# Every lookup is wrapped, so the same file runs on every version and prints the error a user would see.
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: 1.x defaults to GRAPH_MODE; the decorators compile either way
print("MindSpore", ms.__version__)
x = ms.Tensor(np.array([1.0, 2.0], np.float32))

for name in ("ms_function", "jit"):
    try:
        deco = getattr(ms, name)                      # what `@ms.ms_function` / `@ms.jit` does first
    except AttributeError as exc:
        print(f"ms.{name}: {type(exc).__name__}: {exc}")
        continue

    @deco
    def double(t):
        return t * 2

    print(f"ms.{name}: exists (defined in {deco.__module__}); double(x) = {double(x).asnumpy().tolist()}")

for stmt in ("from mindspore import ms_function", "from mindspore import jit"):
    try:
        exec(stmt, {})
        print(f"{stmt}: ok")
    except ImportError as exc:
        print(f"{stmt}: {type(exc).__name__}: {exc}")
