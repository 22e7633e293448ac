# Which data-augmentation import paths this MindSpore version has: the old split modules (c_transforms /
# py_transforms) and the unified ones (vision / transforms, since 1.8). Every import is wrapped, so the file runs
# everywhere and prints the error a user would get.
import importlib
import warnings
import mindspore as ms

print("MindSpore", ms.__version__)
MODULES = [
    "mindspore.dataset.vision.c_transforms",
    "mindspore.dataset.vision.py_transforms",
    "mindspore.dataset.transforms.c_transforms",
    "mindspore.dataset.transforms.py_transforms",
    "mindspore.dataset.vision",              # unified: mindspore.dataset.vision.Resize, ...
    "mindspore.dataset.transforms",          # unified: mindspore.dataset.transforms.TypeCast, Compose, ...
    "mindspore.vision.c_transforms",         # the path written in the official FAQ's mixing example
]
for name in MODULES:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            importlib.import_module(name)
            result = "ok"
        except ImportError as exc:
            result = f"{type(exc).__name__}: {exc}"
    said = [f"{w.category.__name__}: {str(w.message).splitlines()[0]}" for w in caught if "transforms" in str(w.message)]
    print(f"import {name}: {result}" + "".join(f"\n    {s}" for s in said))

import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
print("vision.Resize:", hasattr(vision, "Resize"), "| vision.ToPIL:", hasattr(vision, "ToPIL"),
      "| transforms.TypeCast:", hasattr(transforms, "TypeCast"), "| transforms.Compose:", hasattr(transforms, "Compose"))
