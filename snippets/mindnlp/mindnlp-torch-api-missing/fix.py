# Fix: route the missing function through NumPy, or rewrite it with functions mindtorch has.
# .numpy() and torch.from_numpy() keep the tensor a mindtorch CPU tensor that the rest of the code accepts.
import mindnlp  # noqa: F401
import numpy as np
import torch

x = torch.linspace(0, 1, 101)  # deterministic data: 0.00, 0.01, ..., 1.00

# torch.quantile(x, 0.95)  ->  NumPy
q = torch.from_numpy(np.asarray(np.quantile(x.numpy(), 0.95), dtype=np.float32))
print("quantile via numpy:", q, type(q).__name__)

# torch.linalg.inv(a)  ->  np.linalg.inv
a = torch.eye(3) * 2
a_inv = torch.from_numpy(np.linalg.inv(a.numpy()))
print("inv via numpy:", a_inv.diagonal(), "a @ a_inv == I:", bool(torch.allclose(a @ a_inv, torch.eye(3))))

# torch.view_as_real(torch.complex(re, im))  ->  stack the real and imaginary parts yourself
re, im = torch.randn(3), torch.randn(3)
pairs = torch.stack([re, im], dim=-1)
print("view_as_real(complex(re, im)) equivalent:", tuple(pairs.shape))
