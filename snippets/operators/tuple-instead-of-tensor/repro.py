# Reproducer: a Python list passed where an operator expects a Tensor.
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
logits = [0.2, 1.5, -0.3]                 # e.g. scores collected in a Python list
probs = ops.softmax(logits)
print("probs:", probs)
