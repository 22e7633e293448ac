# Fix: the unified modules (mindspore.dataset.vision / mindspore.dataset.transforms, present from 1.8 on).
# One `vision` namespace holds both backends: operations on numpy arrays run in C++, and after vision.ToPIL()
# the following ones take PIL images (the old py_transforms path). Deterministic: a fixed 8x8 image.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms

image = (np.arange(8 * 8 * 3) % 256).astype(np.uint8).reshape(8, 8, 3)   # HWC, like a decoded image
data = ds.NumpySlicesDataset({"image": image[None], "label": np.array([3], np.int64)}, shuffle=False)

data = data.map(operations=[
    vision.Resize((6, 6)),        # was c_transforms.Resize: numpy in, numpy out (C++)
    vision.ToPIL(),               # switch to PIL images for the next operations
    vision.CenterCrop(4),         # was py_transforms.CenterCrop on a PIL image
    vision.ToTensor(),            # was py_transforms.ToTensor: HWC uint8 -> CHW float32 in [0, 1]
], input_columns=["image"])
data = data.map(operations=transforms.TypeCast(ms.int32), input_columns=["label"])   # was c_transforms.TypeCast

for row in data.create_dict_iterator(output_numpy=True):
    print("image:", row["image"].shape, row["image"].dtype, "| label:", row["label"], row["label"].dtype)
