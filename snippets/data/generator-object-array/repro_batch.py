# Reproducer: each row is a regular 1-D array, but the rows have different lengths; batch() cannot stack them.
# Only the first batch mixes lengths (4 and 3), so the error is the same whichever batch the pipeline builds first.
import numpy as np
import mindspore.dataset as ds


def sentences():
    for token_ids in ([101, 7, 8, 102], [101, 9, 102], [101, 5, 102], [101, 6, 102]):
        yield (np.array(token_ids, np.int32),)


dataset = ds.GeneratorDataset(sentences, column_names=["token_ids"], shuffle=False)
print("row shapes:", [row[0].shape for row in dataset.create_tuple_iterator(output_numpy=True)])
dataset = dataset.batch(2)
for batch in dataset.create_tuple_iterator(output_numpy=True):   # raises here
    print(batch[0].shape)
