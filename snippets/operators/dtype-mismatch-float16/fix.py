# Fix: make the input and the weights agree, in one of three ways.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
x = Tensor(np.ones((2, 4), np.float16))

# 1. compute in float32: cast the input (x.astype(ms.float32) does the same)
y = nn.Dense(4, 5)(ops.cast(x, ms.float32))
print("1. cast input to float32      ->", y.dtype)

# 2. compute this layer in float16: to_float casts the layer's inputs (weights included) to float16
y = nn.Dense(4, 5).to_float(ms.float16)(x)
print("2. Dense.to_float(float16)    ->", y.dtype)

# 3. keep the layer in float32 whatever comes in: to_float(float32) casts the float16 input up
y = nn.Dense(4, 5).to_float(ms.float32)(x)
print("3. Dense.to_float(float32)    ->", y.dtype)

# Elementwise operators are not the problem: float16 + float32 is promoted, no error
print("float16 + float32 (Add)       ->", (x + Tensor(np.ones((2, 4), np.float32))).dtype)
