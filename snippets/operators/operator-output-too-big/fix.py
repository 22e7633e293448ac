# Fix: size the parameter for what you need (here: 4 samples out of 10 classes), and check the implied
# output size before creating the operator when the value comes from a config.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
ms.set_seed(1)


def checked_num_sampled(n, range_max, unique, limit_bytes=1 << 30):
    if unique and n > range_max:
        raise ValueError(f"num_sampled={n} > range_max={range_max} with unique=True")
    if n * 8 > limit_bytes:
        raise ValueError(f"num_sampled={n} needs {n * 8} bytes for one output")
    return n


n = checked_num_sampled(4, range_max=10, unique=True)
sampler = ops.UniformCandidateSampler(num_true=1, num_sampled=n, unique=True, range_max=10)
sampled, _, _ = sampler(Tensor(np.array([[1], [3]], np.int64)))
print("sampled shape:", sampled.shape)
try:
    checked_num_sampled(int(np.iinfo(np.int64).max), range_max=10, unique=False)
except ValueError as exc:
    print("rejected before creating the operator:", exc)
