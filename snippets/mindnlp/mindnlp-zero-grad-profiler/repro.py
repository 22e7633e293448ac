# The usual PyTorch loop starts with optimizer.zero_grad(). Under MindNLP 0.5.1 `import torch` is its bundled
# mindtorch, whose Optimizer.zero_grad wraps itself in torch.autograd.profiler.record_function: that module is missing.
import mindnlp  # installs the torch -> mindtorch redirect; `torch` below is MindNLP's mindtorch
import torch

print("torch", torch.__version__, "from", torch.__file__.split("site-packages/")[1])
print("hasattr(torch.autograd, 'profiler'):", hasattr(torch.autograd, "profiler"))
model = torch.nn.Linear(3, 1)
opt = torch.optim.AdamW(model.parameters(), lr=0.1)
opt.zero_grad()
