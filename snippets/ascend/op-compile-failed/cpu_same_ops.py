# The shapes that Ascend's operator compiler (TBE) rejects in the reports on this page, run on CPU.
# Ascend limits quoted by the reports / the official FAQ: ReduceSum input of at most 8 dims, Concat of fewer than
# 192 tensors, Conv2D whose input width (with padding) is not smaller than the kernel width + stride.
# Each case prints what the CPU backend does with it.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)


def run(name, fn):
    try:
        out = fn()
        print(f"{name}: ok, output shape {tuple(out.shape)}")
    except Exception as e:  # report the type and the first line of the message, keep going
        print(f"{name}: {type(e).__name__}: {str(e).strip().splitlines()[0]}")


# 1. ReduceSum on a 10-d tensor (the official error case: real_value 10, max 8)
x10 = Tensor(np.ones([2] * 10, np.float32))
run("ReduceSum, 10-d input", lambda: ops.ReduceSum()(x10, 0))

# 2. Concat of 200 tensors (FAQ: 192 or more inputs fail on Ascend)
parts = [Tensor(np.full((1, 4), i, np.float32)) for i in range(200)]
run("Concat of 200 tensors", lambda: ops.Concat(0)(tuple(parts)))

# 3. Conv2D, kernel (3, 10) on a [2, 2, 10, 10] input: the official FAQ's example
img = Tensor(np.random.rand(2, 2, 10, 10).astype(np.float32))
run("Conv2D kernel (3,10), input 10 wide", lambda: nn.Conv2d(2, 4, (3, 10), pad_mode="valid")(img))

# 4. Conv2D with a kernel really wider than the input (12 > 10)
run("Conv2D kernel (3,12), input 10 wide", lambda: nn.Conv2d(2, 4, (3, 12), pad_mode="valid")(img))

# 5. This site's workaround for case 1 (not from the official docs): merge the dims that are not reduced, reduce a
#    2-d tensor, reshape back. On CPU it gives the same numbers as the 10-d ReduceSum; whether Ascend accepts it is
#    not checked here (no Ascend).
x = np.random.rand(*([2] * 10)).astype(np.float32)
direct = ops.ReduceSum()(Tensor(x), 0)
merged = ops.ReduceSum()(Tensor(x.reshape(2, -1)), 0).reshape(direct.shape)
print("ReduceSum over axis 0 of the 2-d reshape, reshaped back: same as case 1:",
      bool(np.allclose(direct.asnumpy(), merged.asnumpy())))
