# Reproducer: the same failing map function run in worker processes (python_multiprocessing=True), as training
# scripts often do. The function runs in another process; its traceback still travels back inside the message.
import numpy as np
import mindspore.dataset as ds

CLASS_NAMES = {0: "cat", 1: "dog"}


def label_to_name(label):
    return np.array(CLASS_NAMES[int(label)])


if __name__ == "__main__":
    dataset = ds.NumpySlicesDataset({"label": np.array([2, 0, 1, 1], np.int32)}, shuffle=False)
    dataset = dataset.map(operations=label_to_name, input_columns=["label"],
                          num_parallel_workers=2, python_multiprocessing=True)
    rows = [row for row in dataset.create_tuple_iterator(output_numpy=True)]   # raises here
    print(len(rows), "rows")
