# Reproducer: a checkpoint file whose name has no ".ckpt" suffix (e.g. downloaded or renamed to "resnet_pretrained").
# The file itself is a valid checkpoint; load_checkpoint refuses it because of the name alone.
import shutil
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.save_checkpoint(nn.Dense(3, 2), "resnet_pretrained.ckpt")
shutil.move("resnet_pretrained.ckpt", "resnet_pretrained")   # same bytes, name without the suffix
print("file on disk: resnet_pretrained")
param_dict = ms.load_checkpoint("resnet_pretrained")
