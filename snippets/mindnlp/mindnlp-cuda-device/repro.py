# Copied PyTorch code that moves the model to "cuda" (no is_available() guard), on a CPU machine, MindNLP 0.5.1.
import mindnlp  # noqa: F401  installs the torch -> mindtorch redirect
import torch

print("torch", torch.__version__, "from", torch.__file__.split("site-packages/")[1])
print("torch.cuda.is_available():", torch.cuda.is_available())
try:
    torch.ones(2).to("npu")                      # Ascend spelling: same check, other device name
except RuntimeError as e:
    print('.to("npu") -> RuntimeError:', str(e).splitlines()[0])
model = torch.nn.Linear(2, 2).to("cuda")
