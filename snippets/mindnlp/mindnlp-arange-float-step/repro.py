# torch.arange with integer start/end and a float step (position / frequency grids), MindNLP 0.5.1.
import mindnlp  # noqa: F401  installs the torch -> mindtorch redirect
import torch

print("torch", torch.__version__, "from", torch.__file__.split("site-packages/")[1])
# Silent variant: a float end alone gives an integer tensor (PyTorch gives float32 here).
r = torch.arange(9.)
print("torch.arange(9.) ->", r, r.dtype)
# dtype= does not help: the step is still cut to an int before it reaches numpy.
try:
    torch.arange(0, 1, 0.25, dtype=torch.float32)
except ZeroDivisionError as e:
    print("torch.arange(0, 1, 0.25, dtype=torch.float32) -> ZeroDivisionError:", e)
print(torch.arange(0, 1, 0.25))
