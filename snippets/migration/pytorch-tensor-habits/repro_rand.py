# Reproducer: torch.rand(size=...) translated word for word. MindSpore's ops.rand takes the shape positionally.
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
noise = ops.rand(size=(2, 3))
print("noise shape:", noise.shape)
