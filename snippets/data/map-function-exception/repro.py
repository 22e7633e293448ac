# Reproducer: a Python function given to map() raises on one sample (label 2 is missing from the dict).
# The pipeline runs the function in its own threads; the error reaches your script as a RuntimeError when the
# iterator fetches that row, with the function's own traceback inside the message.
import numpy as np
import mindspore.dataset as ds

CLASS_NAMES = {0: "cat", 1: "dog"}          # the data also contains label 2


def label_to_name(label):
    return np.array(CLASS_NAMES[int(label)])


dataset = ds.NumpySlicesDataset({"label": np.array([0, 1, 2, 1], np.int32)}, shuffle=False)
dataset = dataset.map(operations=label_to_name, input_columns=["label"])
rows = [row for row in dataset.create_tuple_iterator(output_numpy=True)]   # raises here
print(len(rows), "rows")
