# Reproducer: moving a tensor to the GPU the PyTorch way. MindSpore tensors are not moved by hand.
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)
x = ms.Tensor(np.ones((2, 3), np.float32))
device = "cuda:0"
x = x.to(device)
print("moved:", x.shape)
