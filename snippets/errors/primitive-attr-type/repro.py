# Reproducer: a Primitive operator given an attribute of the wrong type.
# TopK's attribute `sorted` must be a bool; 1 is an int, and TopK checks it when it is created.
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
top_k = ops.TopK(sorted=1)
