# Reproducer: renaming a MindRecord pair (both files, consistently) breaks it. The file header still lists the
# old name, and MindDataset looks for that name in the folder of the path you pass.
import os

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

writer = FileWriter("train.mindrecord", shard_num=1)
writer.add_schema({"label": {"type": "int32"}}, "toy")
writer.write_raw_data([{"label": i} for i in range(4)])
writer.commit()

os.rename("train.mindrecord", "train_v2.mindrecord")
os.rename("train.mindrecord.db", "train_v2.mindrecord.db")
print("files:", sorted(f for f in os.listdir(".") if ".mindrecord" in f))

dataset = ds.MindDataset("train_v2.mindrecord", shuffle=False)  # no error yet
for row in dataset.create_dict_iterator(output_numpy=True, num_epochs=1):  # fails when reading starts
    print(row["label"])
