# Reproducer: the .db index next to a MindRecord file is damaged - here cut to half its size, as an interrupted
# copy or upload leaves it. The data file itself is intact. The .db is an SQLite database; MindDataset opens it
# and reads the SHARD_NAME table when the dataset is created or counted.
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
shutil.copy("prepared/train.mindrecord", "upload/")
with open("prepared/train.mindrecord.db", "rb") as src, open("upload/train.mindrecord.db", "wb") as dst:
    data = src.read()
    dst.write(data[: len(data) // 2])  # the copy stopped half-way
print({name: os.path.getsize(os.path.join("upload", name)) for name in sorted(os.listdir("upload"))})

dataset = ds.MindDataset("upload/train.mindrecord", shuffle=False)
print("MindDataset(...) returned")
print("rows:", dataset.get_dataset_size())
