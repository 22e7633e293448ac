# Graph mode: filter() over the rows of a Tensor with a predicate that returns a Tensor (row.sum() > 0),
# not a Python bool. The graph compiler hits an internal null check instead of a user-facing message.
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class Net(nn.Cell):
    def construct(self, x):
        # keep the rows whose sum is positive
        return tuple(filter(lambda row: row.sum() > 0, x))


x = ms.Tensor([[1, 2, 3], [-4, -5, -6]], ms.float32)
print(Net()(x))
