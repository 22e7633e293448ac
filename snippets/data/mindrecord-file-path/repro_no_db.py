# Reproducer: the data file was copied to another folder without its .db index file
# (or only the data file was renamed). MindDataset needs <file>.db next to <file>.
# Which call notices depends on the version: 2.10 checks when the dataset is created, 1.10 and 2.0 only when
# the iterator is created - so each attempt below creates both and says which one raised.
import os
import shutil

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

os.makedirs("prepared")
writer = FileWriter("prepared/train.mindrecord", shard_num=1)
writer.add_schema({"label": {"type": "int32"}}, "toy")
writer.write_raw_data([{"label": i} for i in range(4)])
writer.commit()

os.makedirs("upload")
shutil.copy("prepared/train.mindrecord", "upload/")  # train.mindrecord.db left behind
print("upload/:", sorted(os.listdir("upload")))


def attempt(what, path):
    """Create the dataset, then an iterator; print which call raised, so that the script goes on."""
    try:
        dataset = ds.MindDataset(path, shuffle=False)
    except RuntimeError as e:
        print(f"{what}: MindDataset(...) raised:", e)
        return
    try:
        dataset.create_dict_iterator(output_numpy=True, num_epochs=1)
    except RuntimeError as e:
        print(f"{what}: create_dict_iterator() raised:", e)


# Passed as a list, each file needs its <file>.db as well:
attempt("as a list", ["upload/train.mindrecord"])
# Only the data file renamed, its .db kept under the old name:
os.rename("prepared/train.mindrecord", "prepared/renamed.mindrecord")
attempt("only the data file renamed", "prepared/renamed.mindrecord")

dataset = ds.MindDataset("upload/train.mindrecord", shuffle=False)  # 2.10 raises here
print("MindDataset(...) returned")
for row in dataset.create_dict_iterator(output_numpy=True, num_epochs=1):  # 1.10 and 2.0 raise here
    print(row["label"])
