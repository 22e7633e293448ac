# Fix: give every column a regular shape and a numeric dtype.
# 1. One sentence per row (a ragged list becomes several rows), or pad inside the source to a fixed length and
#    return the true lengths as an extra column.
# 2. Rows of different lengths: let the batch pad them. pad_info={"column": ([None], pad_value)} pads each batch to
#    its longest row: Dataset.padded_batch() from MindSpore 2.0 on, batch(..., pad_info=...) in 1.x.
import inspect

import numpy as np
import mindspore.dataset as ds

SAMPLES = [[[101, 7, 8, 102], [101, 9, 102]], [[101, 5, 102], [101, 6, 6, 6, 102]]]
MAX_LEN = 6


def padded():
    for sentences in SAMPLES:
        ids = np.zeros((len(sentences), MAX_LEN), np.int32)        # pad with 0 to MAX_LEN
        for i, s in enumerate(sentences):
            ids[i, :len(s)] = s
        yield ids, np.array([len(s) for s in sentences], np.int32)


dataset = ds.GeneratorDataset(padded, column_names=["token_ids", "lengths"], shuffle=False)
for ids, lengths in dataset.create_tuple_iterator(output_numpy=True):
    print("padded:", ids.dtype, ids.shape, "lengths", lengths.tolist())


def one_sentence_per_row():
    for sentences in SAMPLES:
        for s in sentences:
            yield (np.array(s, np.int32),)


dataset = ds.GeneratorDataset(one_sentence_per_row, column_names=["token_ids"], shuffle=False)
pad_info = {"token_ids": ([None], 0)}                          # pad each batch to its longest row, with 0
print("Dataset has padded_batch:", hasattr(dataset, "padded_batch"),
      "| batch() takes pad_info:", "pad_info" in inspect.signature(dataset.batch).parameters)
if hasattr(dataset, "padded_batch"):
    dataset = dataset.padded_batch(2, pad_info=pad_info)
else:                                                          # MindSpore 1.x
    dataset = dataset.batch(2, pad_info=pad_info)
for (ids,) in dataset.create_tuple_iterator(output_numpy=True):
    print("batch padded by pad_info:", ids.shape, ids.tolist())
