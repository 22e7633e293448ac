# Reproducer: a map() with output_columns renames its column, and a later map still uses the old name.
# map(input_columns=["image"], output_columns=["pixels"]) replaces the column "image" by "pixels".
import numpy as np
import mindspore.dataset as ds

dataset = ds.NumpySlicesDataset({"image": np.zeros((4, 2, 2), np.uint8), "label": np.arange(4, dtype=np.int32)},
                                shuffle=False)
dataset = dataset.map(operations=lambda x: x.astype(np.float32) / 255, input_columns=["image"],
                      output_columns=["pixels"])
print("columns after the first map:", dataset.get_col_names())
dataset = dataset.map(operations=lambda x: x - 0.5, input_columns=["image"])   # no error yet: not checked here
print("second map defined")
for row in dataset.create_dict_iterator(output_numpy=True):                   # raises here
    print(row)
