# Reproducer: a Python tuple passed where an operator expects a Tensor (the same mistake as a list).
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
logits = (0.2, 1.5, -0.3)                 # e.g. scores returned as a tuple
probs = ops.softmax(logits)
print("probs:", probs)
