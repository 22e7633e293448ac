# Why `x += 1` writes into the caller's Tensor in graph mode: the internal compile option
# JIT_ENABLE_AUGASSIGN_INPLACE (private module compile_config: mindspore.graph._parse from 2.9 on,
# mindspore._extends.parse before) compiles augmented assignment on a Tensor as an in-place operator when it
# is '1'. The default is printed from the installed module; with '0', x += 1 means x = x + 1.
import mindspore as ms
from mindspore import Tensor

try:
    from mindspore.graph._parse import compile_config       # 2.9 and later
except ImportError:
    from mindspore._extends.parse import compile_config     # where the same module lived before 2.9

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit (1.x defaults to GRAPH_MODE); @ms.jit compiles iadd()

print(f"{compile_config.__name__}.JIT_ENABLE_AUGASSIGN_INPLACE default:",
      repr(compile_config.JIT_ENABLE_AUGASSIGN_INPLACE))
compile_config.JIT_ENABLE_AUGASSIGN_INPLACE = "0"   # before the first compile


@ms.jit
def iadd(x):
    x += 1
    return x


x = Tensor([1., 2., 3.], ms.float32)
out = iadd(x)
print("graph, switch off: returned", out, "caller's x", x)
