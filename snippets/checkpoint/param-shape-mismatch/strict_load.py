# strict_load is not a switch to skip parameters of another shape: with strict_load=False (the default) and
# with strict_load=True the same RuntimeError is raised for the head's weight.
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
for strict in (False, True):
    try:
        ms.load_param_into_net(Net(num_classes=5), ms.load_checkpoint("pretrained.ckpt"), strict_load=strict)
        print(f"strict_load={strict}: loaded")
    except RuntimeError as exc:
        print(f"strict_load={strict}: RuntimeError:", str(exc).split(" should have")[0])
