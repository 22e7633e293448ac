# What np.array(Tensor) gives on this MindSpore version. The 1.x forum advice "use Tensor.asnumpy() instead of
# np.array(Tensor)" comes from versions whose Tensor has no __array__ method: numpy then treats the Tensor as a
# sequence and builds an array of dtype object whose elements are 0-d Tensors, not numbers.
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit: 1.10 defaults to GRAPH_MODE, 2.x to PyNative

t = ms.Tensor(np.full((2, 2), 1, np.float32)) * 2
print("Tensor has __array__:", hasattr(t, "__array__"))
a = np.array(t)
print("np.array(t): dtype", a.dtype, "- first element is a", type(a.flat[0]).__name__)
b = t.asnumpy()
print("t.asnumpy(): dtype", b.dtype, "- first element is a", type(b.flat[0]).__name__)
