# bfloat16 arithmetic on CPU under MindNLP 0.5.1 (bundled mindtorch on MindSpore 2.7.0).
# A model loaded with torch_dtype=torch.bfloat16 hits this in its first layer.
import mindnlp  # noqa: F401  installs the torch -> mindtorch redirect
import torch

print("torch", torch.__version__, "from", torch.__file__.split("site-packages/")[1])
print("finfo(bfloat16).max =", torch.finfo(torch.bfloat16).max)   # the dtype itself is known
x = torch.ones(2, dtype=torch.bfloat16)
print("x + x =", x + x)                                           # some CPU kernels take BFloat16 ...
print("x * 2 =", x * 2)                                           # ... Mul does not
