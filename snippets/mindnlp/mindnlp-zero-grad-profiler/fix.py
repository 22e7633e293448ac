# Clear the gradients through the model instead of the optimizer: nn.Module.zero_grad does not use the profiler.
import mindnlp  # installs the torch -> mindtorch redirect; `torch` below is MindNLP's mindtorch
import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
opt = torch.optim.AdamW(model.parameters(), lr=0.1)
model.weight.grad = torch.ones(1, 3)          # pretend a previous step left a gradient behind

model.zero_grad()                             # instead of opt.zero_grad()
print("after model.zero_grad():", model.weight.grad)

# the same by hand, e.g. inside a custom training loop
model.weight.grad = torch.ones(1, 3)
for group in opt.param_groups:
    for p in group["params"]:
        p.grad = None
print("after setting p.grad = None:", model.weight.grad)
