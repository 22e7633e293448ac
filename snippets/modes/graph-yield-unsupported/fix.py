# Fix: inside the graph, build the sequence instead of yielding it.
# 1. The helper returns a tuple (or the loop is written out in construct); a generator expression also compiles.
# 2. Python generators stay outside the graph: a GeneratorDataset source may `yield` freely, because the dataset
#    pipeline runs in Python and only the Tensors it produces enter the compiled network.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)         # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative


class PairSum(nn.Cell):
    def pairs(self, feats):                # returns a tuple of pairs instead of yielding them
        return tuple((feats[i], feats[i + 1]) for i in range(len(feats) - 1))

    def construct(self, a, b, c):
        out = a * 0
        for lo, hi in self.pairs((a, b, c)):
            out = out + lo * hi
        return out


a, b, c = (Tensor(np.full((2,), v, np.float32)) for v in (1.0, 2.0, 3.0))
print("GRAPH_MODE, helper returns a tuple:", PairSum()(a, b, c))


def source():                              # a Python generator feeding the graph: fine
    for i in range(3):
        yield (np.full((2,), i, np.float32),)


dataset = ds.GeneratorDataset(source, column_names=["x"], shuffle=False)
net = PairSum()
for (x,) in dataset.create_tuple_iterator():
    print("GRAPH_MODE, batch from a yielding GeneratorDataset:", net(x, x, x))
