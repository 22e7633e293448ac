# Fix: drop from the checkpoint every parameter whose shape differs from the network's (here the head),
# load the rest, and read the returned lists of what was not loaded.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(0)


class Net(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.backbone = nn.Dense(4, 8)
        self.head = nn.Dense(8, num_classes)

    def construct(self, x):
        return self.head(self.backbone(x))


ms.save_checkpoint(Net(num_classes=10), "pretrained.ckpt")
net = Net(num_classes=5)
param_dict = ms.load_checkpoint("pretrained.ckpt")

net_shapes = {p.name: p.shape for p in net.get_parameters()}
for name in list(param_dict):
    if name in net_shapes and tuple(param_dict[name].shape) != tuple(net_shapes[name]):
        print(f"drop {name}: checkpoint {tuple(param_dict[name].shape)}, net {tuple(net_shapes[name])}")
        del param_dict[name]

result = ms.load_param_into_net(net, param_dict)
print("load_param_into_net returned:", result)       # 2.x: (params not loaded, ckpt params not used); 1.10: a list
print("backbone.weight loaded:", np.array_equal(net.backbone.weight.asnumpy(), param_dict["backbone.weight"].asnumpy()))
print("head.weight shape (kept its new initial value):", net.head.weight.shape)
