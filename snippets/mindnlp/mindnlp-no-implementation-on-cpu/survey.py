# Other everyday calls that stop at "No implementation for function: <name> on cpu" (MindNLP 0.5.1, CPU).
import mindnlp  # noqa: F401
import torch

labels = torch.tensor([3, 1, 2, 3, 2, 3])
x = torch.tensor([1.0, 4.0, 2.0])
model = torch.nn.Linear(3, 1)
calls = {
    "torch.unique(labels)": lambda: torch.unique(labels),
    "labels.unique()": lambda: labels.unique(),
    "torch.unique(labels, dim=0)": lambda: torch.unique(labels, dim=0),
    "torch.median(x, dim=0)": lambda: torch.median(x, dim=0),
    "torch.optim.SGD(...).step()": lambda: torch.optim.SGD(model.parameters(), lr=0.1).step(),
}
for name, call in calls.items():
    try:
        call()
        print(f"{name}: ok")
    except RuntimeError as e:
        print(f"{name} -> RuntimeError: {e}")
