# Reproducer: filter_prefix names the parameters to LEAVE OUT. Meant as "the part I want", or covering every
# prefix, it removes every parameter and load_checkpoint raises instead of returning an empty dict.
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
print("filter_prefix='head' keeps:", sorted(ms.load_checkpoint("pretrained.ckpt", filter_prefix="head")))
param_dict = ms.load_checkpoint("pretrained.ckpt", filter_prefix=["backbone", "head"])
