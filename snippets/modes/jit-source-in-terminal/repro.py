# Reproducer: the same error without a terminal. The network's source is a string run with exec(), e.g. code
# generated at run time or read from a config: compiling construct() needs its source file, and there is none.
import mindspore as ms

SOURCE = '''
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)      # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
class Net(nn.Cell):
    def construct(self, x):
        return x * 2
print(Net()(Tensor(np.ones((2,), np.float32))))
'''
exec(SOURCE)
