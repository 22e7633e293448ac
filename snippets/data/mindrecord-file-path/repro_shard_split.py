# Reproducer: FileWriter(shard_num=2) writes train.mindrecord0 and train.mindrecord1 (each with a .db).
# Passing one of them as a string loads the whole set from that folder, so every shard must sit there.
import os
import shutil

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

os.makedirs("node0")
writer = FileWriter("node0/train.mindrecord", shard_num=2)
writer.add_schema({"label": {"type": "int32"}}, "toy")
writer.write_raw_data([{"label": i} for i in range(6)])
writer.commit()
print("written:", sorted(os.listdir("node0")))

os.makedirs("node1")
for name in ("train.mindrecord1", "train.mindrecord1.db"):  # second shard moved to another folder
    shutil.move(os.path.join("node0", name), "node1")

dataset = ds.MindDataset("node0/train.mindrecord0", shuffle=False)
print(sorted(int(row["label"]) for row in dataset.create_dict_iterator(output_numpy=True, num_epochs=1)))
