# A plain PyTorch training step under MindNLP 0.5.1 (the model is torch-style, `torch` is MindNLP's mindtorch).
# loss.backward() raises nothing, but computes nothing either: .grad stays None and the loss never changes.
# The framework is silent; this script asserts to make the failure visible.
import mindnlp  # installs the torch -> mindtorch redirect; `torch` below is MindNLP's mindtorch
import numpy as np
import torch

model = torch.nn.Linear(4, 3)
with torch.no_grad():                         # fixed start and data, so every run prints the same numbers
    torch.nn.init.zeros_(model.weight)
    torch.nn.init.zeros_(model.bias)
x = torch.tensor(np.random.RandomState(0).randn(8, 4).astype(np.float32))
y = torch.tensor([0, 1, 2, 0, 1, 2, 0, 1])
for step in range(3):
    loss = torch.nn.functional.cross_entropy(model(x), y)
    loss.backward()
    print(f"step {step}: loss {float(loss):.6f}  weight.grad = {model.weight.grad}")
    if model.weight.grad is not None:
        with torch.no_grad():
            for p in model.parameters():
                p -= 0.5 * p.grad
assert model.weight.grad is not None, "no gradient after loss.backward(): the weights never move"
