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

# Passed as a list, each file needs its <file>.db as well (printed here, so that the script goes on):
try:
    ds.MindDataset(["upload/train.mindrecord"], shuffle=False)
except RuntimeError as e:
    print("as a list:", e)

# Only the data file renamed, its .db kept under the old name (printed here too):
os.rename("prepared/train.mindrecord", "prepared/renamed.mindrecord")
try:
    ds.MindDataset("prepared/renamed.mindrecord", shuffle=False)
except RuntimeError as e:
    print("only the data file renamed:", e)

dataset = ds.MindDataset("upload/train.mindrecord", shuffle=False)
