# The MindSpore way, as MindNLP's own Trainer does it: wrap the forward+loss in torch.autograd.value_and_grad over
# the model's trainable parameters; calling it returns the loss and fills each parameter's .grad.
import mindnlp  # installs the torch -> mindtorch redirect; `torch` below is MindNLP's mindtorch
import numpy as np
import torch

model = torch.nn.Linear(4, 3)
with torch.no_grad():                         # fixed start and data, so every run prints the same numbers
    torch.nn.init.zeros_(model.weight)
    torch.nn.init.zeros_(model.bias)
x = torch.tensor(np.random.RandomState(0).randn(8, 4).astype(np.float32))
y = torch.tensor([0, 1, 2, 0, 1, 2, 0, 1])

def forward_fn(x, y):
    return torch.nn.functional.cross_entropy(model(x), y)

grad_fn = torch.autograd.value_and_grad(forward_fn, model.trainable_params())
losses = []
for step in range(5):
    loss = grad_fn(x, y)                      # replaces loss = ...; loss.backward()
    losses.append(float(loss))
    print(f"step {step}: loss {losses[-1]:.6f}  |weight.grad| = {float(model.weight.grad.abs().sum()):.6f}")
    with torch.no_grad():                     # plain SGD update by hand (optimizer steps: see the page)
        for p in model.parameters():
            p -= 0.5 * p.grad
    model.zero_grad()
assert losses[-1] < losses[0], "loss did not decrease"
print("loss decreased:", losses[0] > losses[-1])

# Caution recorded on this lane (CPU): with a loss built from a subtraction (mse_loss), the same route returned
# all-zero gradients, so check that .grad is non-zero before trusting a training run.
mse_grad_fn = torch.autograd.value_and_grad(
    lambda x, t: torch.nn.functional.mse_loss(model(x), t), model.trainable_params())
mse_grad_fn(x, torch.ones(8, 3))
print("mse_loss |weight.grad| =", float(model.weight.grad.abs().sum()))

# Why the update above is written by hand: on this lane's CPU, optimizer.step() fails once a real gradient exists.
model.zero_grad()
for name in ("SGD", "AdamW"):
    grad_fn(x, y)
    try:
        getattr(torch.optim, name)(model.parameters(), lr=0.1).step()
        print(name, "step: ok")
    except RuntimeError as e:
        print(name, "step: RuntimeError:", e)
    model.zero_grad()
