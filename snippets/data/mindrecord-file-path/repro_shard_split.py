# Reproducer: FileWriter(shard_num=2) writes train.mindrecord0 and train.mindrecord1 (each with a .db).
# Passing one of them as a string loads the whole set from that folder, so every shard must sit there.
import json
import os
import shutil
import struct

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter


def labels(path):
    dataset = ds.MindDataset(path, shuffle=False)
    return sorted(int(row["label"]) for row in dataset.create_dict_iterator(output_numpy=True, num_epochs=1))


os.makedirs("node0")
writer = FileWriter("node0/train.mindrecord", shard_num=2)
writer.add_schema({"label": {"type": "int32"}}, "toy")
writer.write_raw_data([{"label": i} for i in range(6)])
writer.commit()
print("written:", sorted(os.listdir("node0")))
with open("node0/train.mindrecord0", "rb") as f:  # 8-byte length, then a JSON header (internal format)
    print("header of shard 0, shard_addresses:", json.loads(f.read(struct.unpack("<Q", f.read(8))[0]))["shard_addresses"])
print("one shard passed as a string, all in node0:", labels("node0/train.mindrecord0"))

os.makedirs("node1")
for name in ("train.mindrecord1", "train.mindrecord1.db"):  # second shard moved to another folder
    shutil.move(os.path.join("node0", name), "node1")

print(labels("node0/train.mindrecord0"))
