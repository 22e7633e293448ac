# torch.quantile (data normalisation / outlier clipping code) under MindNLP 0.5.1:
# `import mindnlp` redirects `import torch` to MindNLP's bundled mindtorch, which has no quantile.
import mindnlp  # noqa: F401  installs the torch -> mindtorch redirect
import torch

print("torch", torch.__version__, "from", torch.__file__.split("site-packages/")[1])

x = torch.linspace(0, 1, 101)  # deterministic data: 0.00, 0.01, ..., 1.00
print(torch.quantile(x, 0.95))
