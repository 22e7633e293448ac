# The import lines of the official FAQ's example for mixing c_transforms and py_transforms
# (data_processing.md). mindspore.vision is not a module in any version run here: the modules live under
# mindspore.dataset.vision.
import mindspore.vision.c_transforms as c_vision
import mindspore.vision.py_transforms as py_vision
