# Reproducer: a keyword that 2.6–2.9 accept with a deprecation WARNING and 2.10 rejects.
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_context(grad_for_scalar=True)
print("set_context accepted grad_for_scalar")
