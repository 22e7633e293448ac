# Reproducer: the same renamed pair passed as a list (a list loads exactly the files named, from where they are).
# The name stored inside the .db index no longer matches the file name, and MindDataset refuses the pair.
import os

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

writer = FileWriter("train.mindrecord", shard_num=1)
writer.add_schema({"label": {"type": "int32"}}, "toy")
writer.write_raw_data([{"label": i} for i in range(4)])
writer.commit()

os.rename("train.mindrecord", "train_v2.mindrecord")
os.rename("train.mindrecord.db", "train_v2.mindrecord.db")

dataset = ds.MindDataset(["train_v2.mindrecord"], shuffle=False)
print(dataset.get_dataset_size())
