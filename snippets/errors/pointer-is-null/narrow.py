# Narrowing an internal error: run the same construct in PYNATIVE and in GRAPH mode, and a rewrite
# (a boolean mask instead of filter() with a Tensor predicate) in both. Prints one line per run.
import mindspore as ms
from mindspore import nn


class FilterNet(nn.Cell):
    def construct(self, x):
        return tuple(filter(lambda row: row.sum() > 0, x))


class MaskNet(nn.Cell):
    # the same selection as a boolean mask
    def construct(self, x):
        return x[x.sum(axis=1) > 0]


x = ms.Tensor([[1, 2, 3], [-4, -5, -6]], ms.float32)
for mode, name in [(ms.PYNATIVE_MODE, "PYNATIVE"), (ms.GRAPH_MODE, "GRAPH")]:
    ms.set_context(mode=mode, device_target="CPU")
    for net in (FilterNet(), MaskNet()):
        try:
            out = net(x)
            shapes = [o.shape for o in out] if isinstance(out, tuple) else out.shape
            print(f"{name} {type(net).__name__}: ok, output shape(s) {shapes}")
        except Exception as e:
            print(f"{name} {type(net).__name__}: {type(e).__name__}: {str(e).strip().splitlines()[0][:120]}")
