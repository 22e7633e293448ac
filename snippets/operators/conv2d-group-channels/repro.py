# Reproducer: a grouped convolution whose channel counts are not multiples of `group`.
# Each of the 4 groups would need 6/4 input channels and 8/4 output channels; 6/4 is not whole.
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
conv = nn.Conv2d(in_channels=6, out_channels=8, kernel_size=3, group=4)
print("created:", conv)
