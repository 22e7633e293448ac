# Fix: give load_checkpoint an existing path that ends with ".ckpt".
# - a file without the suffix: rename (or copy/link) it to *.ckpt;
# - a missing file: print the absolute path that was tried and list what is really there;
# - save_checkpoint appends ".ckpt" itself when the name lacks it.
import glob
import os
import shutil
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.save_checkpoint(nn.Dense(3, 2), "resnet_pretrained")          # no suffix given ...
print("save_checkpoint wrote:", sorted(glob.glob("resnet_pretrained*")))   # ... it adds .ckpt

shutil.move("resnet_pretrained.ckpt", "downloaded_weights")     # a file without the suffix, as downloaded
src = "downloaded_weights"
if not src.endswith(".ckpt"):
    shutil.copyfile(src, src + ".ckpt")                          # or os.rename / os.symlink
    src += ".ckpt"
print("loaded from", src, "->", sorted(ms.load_checkpoint(src)))

wanted = "ckpt/lenet-1_1875.ckpt"
os.makedirs("ckpt", exist_ok=True)
ms.save_checkpoint(nn.Dense(3, 2), "ckpt/lenet-10_1875.ckpt")
if not os.path.isfile(wanted):
    print("not found:", os.path.relpath(os.path.abspath(wanted)), "- present:", sorted(glob.glob("ckpt/*.ckpt")))
    wanted = sorted(glob.glob("ckpt/*.ckpt"))[-1]              # pick the file that exists (here the only one)
print("loaded from", wanted, "->", sorted(ms.load_checkpoint(wanted)))
