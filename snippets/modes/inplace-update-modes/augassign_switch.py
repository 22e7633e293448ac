# Why `x += 1` writes into the caller's Tensor in graph mode: the internal compile option
# JIT_ENABLE_AUGASSIGN_INPLACE (private module mindspore.graph._parse.compile_config, default '1' in 2.10)
# compiles augmented assignment on a Tensor as an in-place operator. With '0' it becomes x = x + 1 again.
import mindspore as ms
from mindspore import Tensor
from mindspore.graph._parse import compile_config

print("JIT_ENABLE_AUGASSIGN_INPLACE default:", repr(compile_config.JIT_ENABLE_AUGASSIGN_INPLACE))
compile_config.JIT_ENABLE_AUGASSIGN_INPLACE = "0"   # before the first compile


@ms.jit
def iadd(x):
    x += 1
    return x


x = Tensor([1., 2., 3.], ms.float32)
out = iadd(x)
print("graph, switch off: returned", out, "caller's x", x)
