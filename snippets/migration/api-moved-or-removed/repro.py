# Code written for MindSpore 2.0 or older: nn.ResizeBilinear was removed later, so the attribute lookup fails.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
print("MindSpore", ms.__version__)

x = Tensor(np.arange(4, dtype=np.float32).reshape(1, 1, 2, 2))
resize = nn.ResizeBilinear()  # an old layer name: gone on newer versions
print(resize(x, size=(4, 4)).shape)
