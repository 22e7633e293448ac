# Fix: hand the optimizer a non-empty list. Freeze only what should stay fixed, keep the parameters
# in a list (not a used-up generator), and check every group before creating the optimizer.
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)

net = nn.SequentialCell([nn.Dense(3, 4), nn.ReLU(), nn.Dense(4, 2)])
for p in net[0].get_parameters():         # freeze the first layer only
    p.requires_grad = False

params = list(net.trainable_params())    # a list can be read any number of times
print("trainable:", [p.name for p in params])
decay = [p for p in params if "weight" in p.name]
no_decay = [p for p in params if "weight" not in p.name]
groups = [g for g in ({"params": decay, "weight_decay": 0.01}, {"params": no_decay}) if g["params"]]
assert groups, "nothing to train: check requires_grad and the name filters"
opt = nn.AdamWeightDecay(groups, learning_rate=0.01)
print("optimizer created with", len(opt.parameters), "parameters")
