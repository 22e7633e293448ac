# Reproducer: the data file was copied to another folder without its .db index file
# (or only the data file was renamed). MindDataset needs <file>.db next to <file>.
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

dataset = ds.MindDataset("upload/train.mindrecord", shuffle=False)
