# Fix: print get_col_names() after each step while building the pipeline and use the names it shows.
# A map that renames (output_columns) is followed by the new name; a function that returns n columns
# gets n names in output_columns.
import numpy as np
import mindspore
import mindspore.dataset as ds

dataset = ds.NumpySlicesDataset({"image": np.zeros((4, 2, 2), np.uint8), "label": np.arange(4, dtype=np.int32)},
                                shuffle=False)
print("source:", dataset.get_col_names())
dataset = dataset.map(operations=lambda x: x.astype(np.float32) / 255, input_columns=["image"],
                      output_columns=["pixels"])
print("after map 1:", dataset.get_col_names())
dataset = dataset.map(operations=lambda x: x - 0.5, input_columns=["pixels"])          # the new name
print("after map 2:", dataset.get_col_names())
# MindSpore 1.x also wants column_order when a map changes the number of columns (2.x no longer needs it).
order = {"column_order": ["pixels", "mean", "label"]} if mindspore.__version__.startswith("1.") else {}
dataset = dataset.map(operations=lambda x: (x, x.mean()), input_columns=["pixels"],
                      output_columns=["pixels", "mean"], **order)                       # two results, two names
print("after map 3:", dataset.get_col_names())
row = next(dataset.create_dict_iterator(output_numpy=True))
print({name: (value.shape, str(value.dtype)) for name, value in row.items()})
