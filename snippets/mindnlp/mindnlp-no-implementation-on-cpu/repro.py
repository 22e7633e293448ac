# torch.unique(..., return_counts=True) (label statistics) under MindNLP 0.5.1 on CPU.
import mindnlp  # noqa: F401  installs the torch -> mindtorch redirect
import torch

print("torch", torch.__version__, "from", torch.__file__.split("site-packages/")[1])
labels = torch.tensor([1, 2, 2, 3, 3, 3])
print(torch.unique(labels, return_counts=True))
