# The FAQ's six/asttokens clash: MindSpore's graph parser uses asttokens, and asttokens 2.0.6-2.x called
# six.ensure_text. Print which asttokens this environment has and whether it still uses six, then compile a graph
# with a `six` that lacks ensure_text (what an old six looks like) to see whether compiling still works.
import importlib.metadata as md
import inspect
import sys

import asttokens

uses_six = "six" in inspect.getsource(sys.modules["asttokens.util"]) or any(
    "six" in (r or "") for r in (md.requires("asttokens") or []))
print("asttokens", md.version("asttokens"), "| uses six:", uses_six)

import six  # noqa: E402
del six.ensure_text   # what six < 1.12 looks like: no ensure_text (the rest, e.g. six.moves, is there)

import numpy as np  # noqa: E402
import mindspore as ms  # noqa: E402
from mindspore import nn, Tensor  # noqa: E402

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class Net(nn.Cell):
    def construct(self, x):
        return x + 1


print("graph compiled with a six lacking ensure_text:", Net()(Tensor(np.array([1.0], np.float32))))
