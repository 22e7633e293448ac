# Reproducer (MindSpore 2.x): choice_func keeps the names for which it returns True. Written for names that
# are not the checkpoint's (here with a "network." prefix the checkpoint does not have), it keeps nothing.
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Dense(4, 8)
        self.head = nn.Dense(8, 10)

    def construct(self, x):
        return self.head(self.backbone(x))


ms.save_checkpoint(Net(), "pretrained.ckpt")
print("in the checkpoint:", sorted(ms.load_checkpoint("pretrained.ckpt")))
param_dict = ms.load_checkpoint("pretrained.ckpt", choice_func=lambda name: name.startswith("network.backbone"))
