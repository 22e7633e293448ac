# The other direction: a MindSpore Cell used with torch-style Module methods.
import mindnlp  # noqa: F401  (same environment as repro.py)
import mindspore as ms

dense = ms.nn.Dense(2, 2)
for name in ("parameters", "named_parameters", "eval", "cells", "trainable_params"):
    print(f"hasattr(Dense, {name!r}):", hasattr(dense, name))
params = list(dense.parameters())
