# Say which division you mean, so every version and both modes agree: `//` for an integer quotient,
# `/` on floats (or a float Tensor) for a true quotient.
import mindspore as ms
from mindspore import nn


class Divide(nn.Cell):
    def construct(self, x, y):
        return x // y, float(x) / float(y)


for name, mode in (("PYNATIVE_MODE", ms.PYNATIVE_MODE), ("GRAPH_MODE", ms.GRAPH_MODE)):
    ms.set_context(mode=mode, device_target="CPU")
    quotient, true_div = Divide()(7, 2)
    print(f"{name}: 7 // 2 ->", quotient, type(quotient), "| float(7) / float(2) ->", true_div, type(true_div))
    assert (quotient, true_div) == (3, 3.5)
