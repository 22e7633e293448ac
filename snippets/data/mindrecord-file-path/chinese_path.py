# Chinese characters in the folder and file names: write with FileWriter, read with MindDataset, on Linux.
# (The 1.x "Failed to open file" error with a Chinese path was reported on Windows; this does not test Windows.)
import os

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

os.makedirs("数据集/训练")
writer = FileWriter("数据集/训练/样本.mindrecord", shard_num=1)
writer.add_schema({"label": {"type": "int32"}}, "toy")
writer.write_raw_data([{"label": i} for i in range(4)])
writer.commit()
print("written:", sorted(os.listdir("数据集/训练")))

dataset = ds.MindDataset("数据集/训练/样本.mindrecord", shuffle=False)
print("read:", [int(row["label"]) for row in dataset.create_dict_iterator(output_numpy=True, num_epochs=1)])
