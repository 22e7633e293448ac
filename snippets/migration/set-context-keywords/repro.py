# Reproducer: a training script written for MindSpore 1.x/2.0 that turns on data dump through set_context.
# MindSpore 2.10 no longer knows these keywords and rejects the whole call.
import mindspore as ms

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU", enable_dump=True, save_dump_path="./dump")
print("set_context accepted enable_dump / save_dump_path")
