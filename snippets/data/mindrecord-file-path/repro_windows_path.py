# Simulation of the 1.x Windows case: a MindRecord header whose shard address is an absolute Windows path.
# FileWriter in 2.10 records only the file name; here the header is rewritten (same JSON, one field changed)
# to hold a Windows path, as in the forum report's error message. On Linux, MindDataset joins that entry to the
# folder of the path you pass and cannot find the file.
import json
import struct

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

writer = FileWriter("test.mindrecord", shard_num=1)
writer.add_schema({"label": {"type": "int32"}}, "toy")
writer.write_raw_data([{"label": i} for i in range(4)])
writer.commit()

with open("test.mindrecord", "r+b") as f:
    header = json.loads(f.read(struct.unpack("<Q", f.read(8))[0]))
    header["shard_addresses"] = ["E:\\datasets\\coco\\MindRecord_COCO\\test.mindrecord"]
    text = json.dumps(header, separators=(",", ":")).encode()
    f.seek(0)
    f.write(struct.pack("<Q", len(text)) + text)  # the header area is 16 MB: a longer JSON still fits

dataset = ds.MindDataset("test.mindrecord", shuffle=False)
for row in dataset.create_dict_iterator(output_numpy=True, num_epochs=1):
    print(row["label"])
