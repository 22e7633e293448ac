# Reproducer: the source of a GeneratorDataset raises - here __getitem__ loads a file that is missing.
# Same RuntimeError frame as a failing map function; the real error is FileNotFoundError from np.load.
import numpy as np
import mindspore.dataset as ds

for i in (0, 1):
    np.save(f"sample_{i}.npy", np.full((2, 2), i, np.float32))


class NpyFiles:
    def __init__(self, paths):
        self.paths = paths

    def __getitem__(self, index):
        return (np.load(self.paths[index]),)

    def __len__(self):
        return len(self.paths)


source = NpyFiles(["sample_0.npy", "sample_1.npy", "sample_2.npy"])   # sample_2.npy was never written
dataset = ds.GeneratorDataset(source, column_names=["image"], shuffle=False)
rows = [row for row in dataset.create_tuple_iterator(output_numpy=True)]   # raises here
print(len(rows), "rows")
