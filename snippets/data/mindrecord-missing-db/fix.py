# Fix: check the pair before training, and regenerate it when the .db is missing or damaged.
# The .db is an SQLite file: Python's sqlite3 can tell whether it is readable and which data file it belongs to
# (its SHARD_NAME table holds the data file's name). FileWriter writes the .db only in commit().
import os
import sqlite3

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter


def check_pair(path):
    """What is wrong with <path>.db, or 'ok' (a diagnosis for humans; MindDataset does its own checks)."""
    db = path + ".db"
    if not os.path.isfile(db):
        return f"{db} is missing"
    if os.path.getsize(db) == 0:
        return f"{db} is empty"
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
            if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                return f"{db} is damaged"
            (name,) = conn.execute("SELECT NAME FROM SHARD_NAME").fetchone()
    except sqlite3.DatabaseError as e:
        return f"{db} is not a readable SQLite file ({e})"
    if name != os.path.basename(path):
        return f"{db} belongs to {name!r}, not to {os.path.basename(path)!r}"
    return "ok"


def convert(path, samples):
    """The conversion script: keep it, it is the way to get a lost or broken .db back."""
    writer = FileWriter(path, shard_num=1, overwrite=True)
    writer.add_schema({"label": {"type": "int32"}}, "toy")
    writer.write_raw_data(samples)
    print("before commit():", sorted(os.listdir(os.path.dirname(path))))
    writer.commit()
    print("after commit(): ", sorted(os.listdir(os.path.dirname(path))))


samples = [{"label": i} for i in range(4)]
os.makedirs("upload")
convert("upload/train.mindrecord", samples)
print("check:", check_pair("upload/train.mindrecord"))

os.truncate("upload/train.mindrecord.db", os.path.getsize("upload/train.mindrecord.db") // 2)  # damaged in transit
problem = check_pair("upload/train.mindrecord")
print("check:", problem)
if problem != "ok":
    convert("upload/train.mindrecord", samples)   # regenerate the pair (or copy both files again from the source)
print("check:", check_pair("upload/train.mindrecord"))

dataset = ds.MindDataset("upload/train.mindrecord", shuffle=False)
print("rows:", dataset.get_dataset_size(),
      [int(r["label"]) for r in dataset.create_dict_iterator(output_numpy=True, num_epochs=1)])
