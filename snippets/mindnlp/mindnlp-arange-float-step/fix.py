# Fix: make start a float when the step is a float; give dtype explicitly for arange(end).
import mindnlp  # noqa: F401
import torch

r = torch.arange(0., 1., 0.25)
print("torch.arange(0., 1., 0.25) ->", r, r.dtype)
r = torch.arange(9., dtype=torch.float32)
print("torch.arange(9., dtype=torch.float32) ->", r, r.dtype)
r = torch.arange(4) * 0.25                  # integer grid, then scale
print("torch.arange(4) * 0.25 ->", r, r.dtype)
