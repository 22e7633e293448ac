# Reproducer: no error at all, yet nothing is loaded. The checkpoint was saved from the bare network, and is
# loaded into a wrapper Cell whose parameter names carry an extra prefix ("net."). load_param_into_net only
# logs warnings and returns the names it did not load; the network keeps its random initial values.
# (The opposite case, an extra prefix in the checkpoint's names, is stripped automatically: printed last.)
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


class Wrapper(nn.Cell):                   # e.g. a model class that holds the network as self.net
    def __init__(self):
        super().__init__()
        self.net = Net()

    def construct(self, x):
        return self.net(x)


trained = Net()
ms.save_checkpoint(trained, "pretrained.ckpt")
param_dict = ms.load_checkpoint("pretrained.ckpt")
model = Wrapper()
print("in the checkpoint:", sorted(param_dict))
print("in the network:   ", sorted(p.name for p in model.get_parameters()))
result = ms.load_param_into_net(model, param_dict)
print("load_param_into_net returned:", result)
print("net.backbone.weight equals the checkpoint:",
      np.array_equal(model.net.backbone.weight.asnumpy(), trained.backbone.weight.asnumpy()))

prefixed = {"model." + name: value for name, value in param_dict.items()}   # extra prefix on the checkpoint side
bare = Net()
ms.load_param_into_net(bare, prefixed)
print("checkpoint names with an extra 'model.' prefix, backbone.weight loaded:",
      np.array_equal(bare.backbone.weight.asnumpy(), trained.backbone.weight.asnumpy()))
