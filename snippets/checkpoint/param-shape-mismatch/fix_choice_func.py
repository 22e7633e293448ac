# Fix (MindSpore 2.x): leave the head out while reading the checkpoint, with load_checkpoint(choice_func=...).
# choice_func receives each parameter name and returns True for those to keep.
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
param_dict = ms.load_checkpoint("pretrained.ckpt", choice_func=lambda name: not name.startswith("head."))
print("kept:", sorted(param_dict))
print("load_param_into_net returned:", ms.load_param_into_net(net, param_dict))
