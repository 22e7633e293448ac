# Does this MindSpore have mindspore.mint, and do a few of its functions run on CPU?
# Every step is wrapped, so the same file runs on every version and prints what a user would see.
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: 1.x defaults to GRAPH_MODE
print("MindSpore", ms.__version__)

try:
    from mindspore import mint
except ImportError as exc:
    print(f"from mindspore import mint: {type(exc).__name__}: {exc}")
    for stmt in ("import mindspore.mint", "ms.mint"):   # the other two ways code reaches mint
        try:
            exec(stmt, {"ms": ms})
            print(f"{stmt}: ok")
        except (ImportError, AttributeError) as exc:
            print(f"{stmt}: {type(exc).__name__}: {exc}")
    print("mindspore.mint: missing")
else:
    print("from mindspore import mint: ok")
    x = ms.Tensor(np.array([1.0, -2.0, 3.0], np.float32))
    checks = {
        "mint.abs(x)": lambda: mint.abs(x),
        "mint.add(x, x)": lambda: mint.add(x, x),
        "mint.cat([x, x])": lambda: mint.cat([x, x]),
        "mint.zeros((2,))": lambda: mint.zeros((2,)),
        "mint.nn.functional.relu(x)": lambda: mint.nn.functional.relu(x),
    }
    for name, call in checks.items():
        try:
            print(f"{name}: {call().asnumpy().tolist()}")
        except Exception as exc:   # report, don't stop: a version may lack one function
            print(f"{name}: {type(exc).__name__}: {exc}")
