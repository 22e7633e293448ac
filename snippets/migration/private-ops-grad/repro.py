# Reproducer: registering a custom backward function the way old MindSpore source and blogs do,
# through the private registry in mindspore.ops._grad.
import mindspore as ms
from mindspore.ops._grad.grad_base import bprop_getters

print("bprop_getters:", type(bprop_getters).__name__)
