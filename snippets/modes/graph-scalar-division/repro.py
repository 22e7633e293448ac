# The official FAQ's example (implement_problem): `x / y` on two Python ints inside construct, run in both modes.
# Prints each result with its Python type, so the page shows what every version returns.
import mindspore as ms
from mindspore import nn


class MyTest(nn.Cell):
    def construct(self, x, y):
        return x / y


for name, mode in (("PYNATIVE_MODE", ms.PYNATIVE_MODE), ("GRAPH_MODE", ms.GRAPH_MODE)):
    ms.set_context(mode=mode, device_target="CPU")
    for x, y in ((16, 4), (7, 2)):
        output = MyTest()(x, y)
        print(f"{name}: {x} / {y} ->", output, type(output))
