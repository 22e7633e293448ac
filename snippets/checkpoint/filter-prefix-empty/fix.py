# Fix: look at the names in the checkpoint first, then
#  - filter_prefix lists only what to leave OUT (here the head), never every prefix;
#  - names that lack the network's prefix: rename the keys (loading into model.net does not help: its
#    parameters are already named "net.backbone...");
#  - check the returned list of parameters that were not loaded.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Dense(4, 8)
        self.head = nn.Dense(8, 10)

    def construct(self, x):
        return self.head(self.backbone(x))


class Wrapper(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Net()

    def construct(self, x):
        return self.net(x)


trained = Net()
ms.save_checkpoint(trained, "pretrained.ckpt")
backbone_only = ms.load_checkpoint("pretrained.ckpt", filter_prefix="head")
print("filter_prefix='head' keeps:", sorted(backbone_only))
print("not loaded:", ms.load_param_into_net(Net(), backbone_only))

model = Wrapper()
print("model.net parameter names:", sorted(p.name for p in model.net.get_parameters()))
renamed = {"net." + name: value for name, value in ms.load_checkpoint("pretrained.ckpt").items()}
print("renamed keys into model, not loaded:", ms.load_param_into_net(model, renamed))
print("net.backbone.weight equals the checkpoint:",
      np.array_equal(model.net.backbone.weight.asnumpy(), trained.backbone.weight.asnumpy()))
