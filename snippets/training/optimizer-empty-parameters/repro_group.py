# Reproducer: parameter groups built by filtering names; one filter matches no parameter
# (Dense names its parameters 'weight' and 'bias', not 'beta'), so that group is empty.
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)

net = nn.Dense(3, 2)
print("parameter names:", [p.name for p in net.trainable_params()])
decay = [p for p in net.trainable_params() if "weight" in p.name]
no_decay = [p for p in net.trainable_params() if "beta" in p.name]      # matches nothing
group_params = [{"params": decay, "weight_decay": 0.01}, {"params": no_decay}]
opt = nn.AdamWeightDecay(group_params, learning_rate=0.01)
