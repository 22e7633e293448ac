# Reproducer (writing side): running a conversion script twice. FileWriter refuses to replace existing
# MindRecord files unless overwrite=True.
from mindspore.mindrecord import FileWriter

for attempt in (1, 2):
    writer = FileWriter("train.mindrecord", shard_num=1)
    writer.add_schema({"label": {"type": "int32"}}, "toy")
    writer.write_raw_data([{"label": i} for i in range(4)])
    writer.commit()
    print("attempt", attempt, "written")
