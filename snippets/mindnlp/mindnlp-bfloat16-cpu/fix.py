# Fix: compute in float32 on CPU. Keep the model float32 from the start (torch_dtype=torch.float32 when loading).
import mindnlp  # noqa: F401
import torch

x = torch.ones(2, dtype=torch.bfloat16)
y = x.float() * 2
print("x.float() * 2 =", y, y.dtype)
print("back to bfloat16 for storage:", y.to(torch.bfloat16).dtype)

# Converting a bfloat16 module back does not work here: .float() leaves the weights in bfloat16.
bf16_layer = torch.nn.Linear(2, 2).to(torch.bfloat16)
bf16_layer.float()
print("bfloat16 Linear after .float(): weight dtype", bf16_layer.weight.dtype)

layer = torch.nn.Linear(2, 2)                     # created / loaded as float32
out = layer(torch.ones(1, 2))
print("float32 Linear output:", tuple(out.shape), out.dtype)
