# Fix: give every data file back the name it was written with (the .db index stores it), keep <name>.db next to
# <name>, pass a list of paths when shards live in different folders, and let a re-run conversion overwrite.
import os
import shutil
import sqlite3

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter


def write(path, shards):
    writer = FileWriter(path, shard_num=shards)
    writer.add_schema({"label": {"type": "int32"}}, "toy")
    writer.write_raw_data([{"label": i} for i in range(6)])
    writer.commit()


def labels(path):
    dataset = ds.MindDataset(path, shuffle=False)
    return sorted(int(row["label"]) for row in dataset.create_dict_iterator(output_numpy=True, num_epochs=1))


# 1. A renamed pair: read the original name from the .db (an SQLite file) and rename both files back.
write("train.mindrecord", 1)
os.rename("train.mindrecord", "train_v2.mindrecord")
os.rename("train.mindrecord.db", "train_v2.mindrecord.db")
with sqlite3.connect("train_v2.mindrecord.db") as db:
    (original,) = db.execute("SELECT NAME FROM SHARD_NAME").fetchone()
print("name recorded in the index:", original)
os.rename("train_v2.mindrecord", original)
os.rename("train_v2.mindrecord.db", original + ".db")
print("renamed back:", labels(original))

# 2. Shards in two folders: a list loads exactly the files named, each from its own folder.
os.makedirs("node0")
os.makedirs("node1")
write("node0/part.mindrecord", 2)
for name in ("part.mindrecord1", "part.mindrecord1.db"):
    shutil.move(os.path.join("node0", name), "node1")
print("list of shards:", labels(["node0/part.mindrecord0", "node1/part.mindrecord1"]))
print("one shard only:", labels(["node0/part.mindrecord0"]))

# 3. Re-running a conversion script: overwrite=True replaces the existing pair instead of failing.
for attempt in (1, 2):
    writer = FileWriter("converted.mindrecord", shard_num=1, overwrite=True)
    writer.add_schema({"label": {"type": "int32"}}, "toy")
    writer.write_raw_data([{"label": i} for i in range(3)])
    writer.commit()
print("written twice with overwrite=True:", labels("converted.mindrecord"))
