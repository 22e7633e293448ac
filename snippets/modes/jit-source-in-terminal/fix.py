# Fix: put the network in a .py file and run that file (or import it), so its source can be read.
# For code that only exists as a string, write it to a file first and run it with runpy instead of exec().
import runpy
from pathlib import Path

SOURCE = '''
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)      # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative
class Net(nn.Cell):
    def construct(self, x):
        return x * 2
print("GRAPH_MODE result:", Net()(Tensor(np.ones((2,), np.float32))))
'''
path = Path("generated_net.py")
path.write_text(SOURCE)
runpy.run_path(str(path), run_name="__main__")
