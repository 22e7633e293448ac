# Fix: pick the device from what is available, and use that one variable everywhere.
import mindnlp  # noqa: F401
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print("device:", device)
model = torch.nn.Linear(2, 2).to(device)
x = torch.ones(1, 2).to(device)
print("output device:", model(x).device, "shape:", tuple(model(x).shape))
