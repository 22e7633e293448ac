# Reproducer: data pipeline code from MindSpore 1.x tutorials and model repos (the split C/Python modules).
# Versions that still have the modules log a deprecation WARNING when an operation is created.
import mindspore as ms
import mindspore.dataset.vision.c_transforms as CV
import mindspore.dataset.transforms.c_transforms as C

resize = CV.Resize((32, 32))
type_cast = C.TypeCast(ms.int32)
print("created:", type(resize).__module__, type(type_cast).__module__)
