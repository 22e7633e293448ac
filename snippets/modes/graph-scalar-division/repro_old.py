# Where GRAPH_MODE's scalar `/` differs from Python's: compare the graph result with Python's own `7 / 2`.
# Runs only on the versions where it differs (1.10; 2.0 and later agree with Python, see repro.py).
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class MyTest(nn.Cell):
    def construct(self, x, y):
        return x / y


output = MyTest()(7, 2)
print("GRAPH_MODE: 7 / 2 ->", output, type(output))
assert output == 7 / 2, f"GRAPH_MODE gave {output!r} for 7 / 2, Python gives {7 / 2!r}"
