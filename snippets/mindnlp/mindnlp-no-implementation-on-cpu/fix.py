# Fix: use an equivalent that has a CPU kernel, or go through NumPy for the one call.
import mindnlp  # noqa: F401
import numpy as np
import torch

labels = torch.tensor([3, 1, 2, 3, 2, 3])

# torch.unique(labels, return_counts=True) == unique_consecutive of the sorted tensor
values, counts = torch.unique_consecutive(torch.sort(labels).values, return_counts=True)
print("sort + unique_consecutive:", values, counts)

# or NumPy for the whole call
v, c = np.unique(labels.numpy(), return_counts=True)
print("numpy.unique:", torch.from_numpy(v), torch.from_numpy(c))

# torch.median(x, dim=0): NumPy
x = torch.tensor([1.0, 4.0, 2.0])
print("median via numpy:", float(np.median(x.numpy())))

# SGD: Adam / AdamW have CPU kernels in mindtorch
model = torch.nn.Linear(3, 1)
opt = torch.optim.AdamW(model.parameters(), lr=0.1)
opt.step()
print("AdamW.step() on cpu: ok")
