# Fix: express the move as a permute (torch.permute / Tensor.permute work in mindtorch).
import mindnlp  # noqa: F401
import numpy as np
import torch


def movedim(t, source, destination):
    """torch.movedim for one dimension, written with permute."""
    nd = t.dim()
    source, destination = source % nd, destination % nd
    order = [d for d in range(nd) if d != source]
    order.insert(destination, source)
    return t.permute(*order)


x = torch.zeros(2, 3, 4)
print("x.permute(1, 2, 0):", x.permute(1, 2, 0).shape)
for src, dst in [(0, -1), (-1, 0), (1, 0)]:
    got = tuple(movedim(x, src, dst).shape)
    want = np.moveaxis(np.zeros((2, 3, 4)), src, dst).shape
    print(f"movedim(x, {src}, {dst}) -> {got}  numpy.moveaxis agrees: {got == want}")
