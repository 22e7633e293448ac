# Write a MindRecord file with FileWriter, read it with MindDataset, then move the pair (data file + .db index)
# into another folder and read it again: moving keeps working, because the files record only their own names.
import json
import os
import shutil
import sqlite3
import struct

import numpy as np
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

os.makedirs("data")
writer = FileWriter("data/train.mindrecord", shard_num=1)
writer.add_schema({"label": {"type": "int32"}, "image": {"type": "float32", "shape": [2, 2]}}, "toy")
writer.write_raw_data([{"label": i, "image": np.full((2, 2), i, np.float32)} for i in range(4)])
writer.commit()
print("written:", sorted(os.listdir("data")))

# What the pair records about its own location (for diagnosis only; both formats are internal):
with open("data/train.mindrecord", "rb") as f:
    header = json.loads(f.read(struct.unpack("<Q", f.read(8))[0]))  # 8-byte length, then a JSON header
print("header shard_addresses:", header["shard_addresses"])
with sqlite3.connect("data/train.mindrecord.db") as db:                # the .db index is an SQLite file
    print(".db SHARD_NAME:", db.execute("SELECT NAME FROM SHARD_NAME").fetchall())


def labels(path):
    dataset = ds.MindDataset(path, shuffle=False)
    return [int(row["label"]) for row in dataset.create_dict_iterator(output_numpy=True, num_epochs=1)]


print("read from data/:", labels("data/train.mindrecord"))
shutil.move("data", "elsewhere/moved")  # the whole folder, both files together
print("read from elsewhere/moved/:", labels("elsewhere/moved/train.mindrecord"))
