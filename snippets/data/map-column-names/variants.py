# The other column-name mistakes of a pipeline, each with the key line of its error and the step that reports it
# (where the pipeline is defined, or when the iterator is created).
import numpy as np
import mindspore.dataset as ds


def source():
    return ds.NumpySlicesDataset({"image": np.zeros((4, 2), np.float32), "label": np.arange(4, dtype=np.int32)},
                                 shuffle=False)


def key_line(error):
    """The line of a (possibly framed) dataset error message that says what is wrong."""
    lines = [ln.strip() for ln in str(error).splitlines() if ln.strip() and not ln.startswith("-")]
    skip = ("Exception thrown from dataset pipeline", "Line of code", "File ")
    return [ln for ln in lines if not ln.startswith(skip)][0]


cases = {
    "typo in map input_columns": lambda: source().map(lambda x: x, input_columns=["images"]),
    "project() an unknown column": lambda: source().project(["image", "labels"]),
    "rename() an unknown column": lambda: source().rename(["img"], ["data"]),
    "batch() per_batch_map input_columns": lambda: source().batch(
        2, per_batch_map=lambda col, info: (col,), input_columns=["img"]),
    "function returns 2 columns, 1 name": lambda: source().map(lambda x: (x, x.sum()), input_columns=["image"]),
    "function returns 1 column, 2 names": lambda: source().map(lambda x: x, input_columns=["image"],
                                                               output_columns=["a", "b"]),
}
for name, define in cases.items():
    try:
        dataset = define()
    except ValueError as e:
        print(f"{name:<38} defining: ValueError: {key_line(e)}")
        continue
    try:
        dataset.create_tuple_iterator(output_numpy=True).__next__()
        print(f"{name:<38} ok")
    except RuntimeError as e:
        print(f"{name:<38} iterator: RuntimeError: {key_line(e)}")
