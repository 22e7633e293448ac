# Use each object's own API: torch.save/state_dict for a torch-style Module, MindSpore's for a Cell.
import mindnlp  # installs the torch -> mindtorch redirect; `torch` below is MindNLP's mindtorch
import torch
import mindspore as ms

torch.manual_seed(0)
model = torch.nn.Linear(2, 2)
torch.save(model.state_dict(), "linear.pth")               # not ms.save_checkpoint(model, ...)
restored = torch.nn.Linear(2, 2)
print(restored.load_state_dict(torch.load("linear.pth")))
print("weights equal:", bool((restored.weight == model.weight).all()))

dense = ms.nn.Dense(2, 2)
print("Dense parameters:", [p.name for p in dense.trainable_params()])   # not dense.parameters()
ms.save_checkpoint(dense, "dense.ckpt")
print("dense.ckpt written")
