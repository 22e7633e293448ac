# Mixing the two worlds: a torch-style nn.Module (MindNLP's mindtorch) handed to a MindSpore API that wants nn.Cell.
import mindnlp  # installs the torch -> mindtorch redirect; `torch` below is MindNLP's mindtorch
import torch
import mindspore as ms

model = torch.nn.Linear(2, 2)
print("isinstance(model, mindspore.nn.Cell):", isinstance(model, ms.nn.Cell))
ms.save_checkpoint(model, "linear.ckpt")
