# torch.movedim / Tensor.movedim under MindNLP 0.5.1 (bundled mindtorch).
import mindnlp  # noqa: F401  installs the torch -> mindtorch redirect
import torch

print("torch", torch.__version__, "from", torch.__file__.split("site-packages/")[1])
x = torch.zeros(2, 3, 4)

# The method form fails at once with a TypeError ...
try:
    x.movedim(0, -1)
except TypeError as e:
    print("x.movedim(0, -1) -> TypeError:", e)

# ... the function form recurses until Python gives up.
print(torch.movedim(x, 0, -1).shape)
