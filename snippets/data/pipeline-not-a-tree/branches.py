# When the check fires: a branch iterates fine while it is the only consumer of `base`; as soon as a second
# consumer exists, iterating the first one fails too. Deleting the second branch does not undo it (the source
# keeps a list of its consumers), while get_dataset_size() does not run the check.
import gc

import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)


def iterate(dataset):
    """The first column of every row, or the ValueError it raised (so that the script goes on)."""
    try:
        return [int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)]
    except ValueError as e:
        return f"ValueError: {e}"


base = ds.NumpySlicesDataset({"x": np.arange(6, dtype=np.int32)}, shuffle=False)
doubled = base.map(operations=lambda x: x * 2, input_columns=["x"])
print("1. doubled, the only consumer of base:", iterate(doubled))
tripled = base.map(operations=lambda x: x * 3, input_columns=["x"])
print("2. doubled, after tripled = base.map(...):", iterate(doubled))
print("3. tripled:", iterate(tripled))
print("4. doubled.get_dataset_size():", doubled.get_dataset_size())
del tripled
gc.collect()
print("5. doubled, after del tripled:", iterate(doubled))
print("   consumers base still lists:", len(base.parent))
