# Reproducer: the same old modules imported with `from ... import`: another exception type, same cause.
from mindspore.dataset.vision import py_transforms

print("imported py_transforms:", py_transforms.ToTensor)
