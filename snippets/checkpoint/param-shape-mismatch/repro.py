# Reproducer: fine-tuning with another number of classes. The checkpoint was trained with num_classes=10,
# the new network has num_classes=5, so the classifier head's weight and bias have other shapes.
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
print({name: p.shape for name, p in param_dict.items()})
ms.load_param_into_net(net, param_dict)
