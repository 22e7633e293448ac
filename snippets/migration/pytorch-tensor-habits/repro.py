# Reproducer: the PyTorch idiom for "take the value out of the graph and convert it to numpy".
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)
loss = ms.Tensor(np.array([0.25], np.float32)) * 2
print("loss:", loss.detach().cpu().numpy())
