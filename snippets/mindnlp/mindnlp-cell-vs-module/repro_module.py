# Cell API on a torch-style Module: MindSpore code (or an older MindNLP/PEFT helper) walking a model with .cells().
import mindnlp  # installs the torch -> mindtorch redirect; `torch` below is MindNLP's mindtorch
import torch

model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.ReLU())
for name in ("cells", "get_parameters", "set_train", "modules", "parameters"):
    print(f"hasattr(torch Module, {name!r}):", hasattr(model, name))
for cell in model.cells():
    print(cell)
