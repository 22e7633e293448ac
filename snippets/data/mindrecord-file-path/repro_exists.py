# Reproducer (writing side): running a conversion script twice. FileWriter refuses to replace existing
# MindRecord files unless overwrite=True. The prints show which call refuses: creating the FileWriter and
# add_schema() still succeed on the second run; the error comes from the first write_raw_data().
import os

from mindspore.mindrecord import FileWriter

for attempt in (1, 2):
    print("attempt", attempt, "files present:", sorted(f for f in os.listdir(".") if ".mindrecord" in f))
    writer = FileWriter("train.mindrecord", shard_num=1)
    print("attempt", attempt, "FileWriter(...) ok")
    writer.add_schema({"label": {"type": "int32"}}, "toy")
    print("attempt", attempt, "add_schema(...) ok")
    writer.write_raw_data([{"label": i} for i in range(4)])
    writer.commit()
    print("attempt", attempt, "written")
