# Reproducer: a GeneratorDataset source returns, as one column, a list of lists of different lengths
# (e.g. the token ids of several sentences). GeneratorDataset turns every column into a NumPy array; a ragged list
# cannot become a regular array. Which error follows depends on the NumPy version (see the page).
import numpy as np
import mindspore.dataset as ds

print("numpy", np.__version__)


class Sentences:
    def __init__(self):
        self.token_ids = [[[101, 7, 8, 102], [101, 9, 102]],          # sample 0: two sentences, lengths 4 and 3
                          [[101, 5, 102], [101, 6, 6, 6, 102]]]       # sample 1: lengths 3 and 5

    def __getitem__(self, index):
        return (self.token_ids[index],)

    def __len__(self):
        return len(self.token_ids)


dataset = ds.GeneratorDataset(Sentences(), column_names=["token_ids"], shuffle=False)
for row in dataset.create_tuple_iterator(output_numpy=True):   # raises here
    print(row)
