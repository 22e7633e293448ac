# Fix: give every branch its own source node. Build the source in a function and call it once per branch;
# a chain (a -> b -> c) is fine, a fork (a -> b, a -> c) is not. Two independent sources may be joined with zip.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)


def create_source():
    """A new source node on every call (re-reading the same files/arrays is cheap: nothing is read yet)."""
    return ds.NumpySlicesDataset({"image": np.arange(8, dtype=np.float32), "label": np.arange(8, dtype=np.int32)},
                                 shuffle=False)


train = create_source().map(operations=lambda x: x * 2.0, input_columns=["image"]).batch(4)
evaluation = create_source().batch(4)
for name, dataset in (("train", train), ("evaluation", evaluation)):
    for image, label in dataset.create_tuple_iterator(output_numpy=True):
        print(name, image.tolist(), label.tolist())

# Two branches that must be combined again: two sources, then zip (column names must differ).
doubled = create_source().map(operations=lambda x: x * 2.0, input_columns=["image"])
tripled = create_source().map(operations=lambda x: x * 3.0, input_columns=["image"]).rename(["image", "label"],
                                                                                             ["image3", "label3"])
pairs = [(float(r["image"]), float(r["image3"])) for r in doubled.zip(tripled).create_dict_iterator(output_numpy=True)]
print("zip of two sources, (image*2, image*3):", pairs)
