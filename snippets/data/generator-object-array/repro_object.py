# Reproducer: the same ragged rows wrapped as np.array(..., dtype=object) - what NumPy's own error suggests.
# NumPy accepts it, but a dataset column cannot hold Python objects: GeneratorDataset refuses dtype object.
import numpy as np
import mindspore.dataset as ds


def sentences():
    for token_ids in ([[101, 7, 8, 102], [101, 9, 102]], [[101, 5, 102], [101, 6, 6, 6, 102]]):
        column = np.array(token_ids, dtype=object)
        print("yielding dtype", column.dtype, "shape", column.shape)
        yield (column,)


dataset = ds.GeneratorDataset(sentences, column_names=["token_ids"], shuffle=False)
for row in dataset.create_tuple_iterator(output_numpy=True):   # raises here
    print(row)
