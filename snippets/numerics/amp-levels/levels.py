# Which layers compute in float16 at each amp level, on CPU. After mindspore.amp.auto_mixed_precision(net, level),
# every layer records the dtype its construct() receives (what it computes in) and returns.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.amp import auto_mixed_precision           # 1.10: import from mindspore.amp

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # explicit: 1.10 defaults to GRAPH (and GPU)
DT = {ms.float16: "16", ms.float32: "32"}
SEEN = {}


def spy(name, cell):
    inner = cell.construct

    def construct(*args):
        out = inner(*args)
        SEEN[name] = f"{DT.get(args[0].dtype, '?')}->{DT.get(out.dtype, '?')}"
        return out
    cell.construct = construct


def make():
    ms.set_seed(0)
    net = nn.SequentialCell([nn.Dense(8, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.LayerNorm((16,)),
                             nn.Dense(16, 4), nn.Softmax()])
    names = ["Dense", "BatchNorm1d", "ReLU", "LayerNorm", "Dense2", "Softmax"]
    for name, cell in zip(names, net.cell_list if hasattr(net, "cell_list") else net):
        spy(name, cell)
    return net, names


x = Tensor(np.random.RandomState(0).randn(4, 8).astype(np.float32))
print("layer: dtype in -> dtype out (16 = float16, 32 = float32)")
for level in ("O0", "O1", "O2", "O3"):
    net, names = make()
    SEEN.clear()
    try:
        amp_net = auto_mixed_precision(net, level)
        amp_net = amp_net if amp_net is not None else net     # 1.10 changes net in place and returns None
        out = amp_net(x)
        params = sorted({DT.get(p.dtype, "?") for p in net.get_parameters()})
        row = " ".join(f"{n}={SEEN.get(n, 'not called')}" for n in names)
        print(f"{level}: {row} | net output {DT[out.dtype]} | parameters stored as {params}")
    except Exception as e:
        print(f"{level}: {type(e).__name__}: {str(e).splitlines()[0][:150]}")
