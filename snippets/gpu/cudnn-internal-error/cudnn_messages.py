# No GPU here. A cuDNN failure in MindSpore reads "cuDNN Error: <what failed> | Error Number: N CUDNN_STATUS_...";
# the <what failed> part is a fixed text in the GPU plugin. This lists those texts from the installed package:
# the few about the cuDNN handle (device start-up and release) and how many name a cuDNN call of an operator
# (cudnnConvolutionForward failed, ...), so a pasted line can be placed: start-up, an operator, or shutdown.
# It shows what each version's binary contains, not what happens on a card. Nothing is loaded.
import glob
import mmap
import os
import re

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
plugins = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_gpu.so*")))
print("mindspore", ms.__version__)
path = plugins[-1]  # the plugins of one version carry the same texts; read the newest CUDA build's
handle_texts = ["Failed to create cuDNN handle", "Failed to set stream for cuDNN handle.",
                "Failed to destroy cuDNN handle"]
call_rx = re.compile(rb"cudnn[A-Z]\w+ failed")
with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
    handle = [t for t in handle_texts if data.find(t.encode()) >= 0]
    calls, pos = set(), data.find(b"cudnn")
    while pos >= 0:                     # jump between occurrences instead of running the regex over 80 MB
        m = call_rx.match(data, pos)
        if m:
            calls.add(m.group().decode())
        pos = data.find(b"cudnn", pos + 1)
print(f"{os.path.basename(path)}: handle messages {handle}")
print(f"  operator messages naming a cuDNN call: {len(calls)}")
for name in ("cudnnConvolutionForward failed", "cudnnFindConvolutionBackwardDataAlgorithm failed",
             "cudnnBatchNormalizationForwardTrainingEx failed", "cudnnPoolingForward failed"):
    print(f"  {name}: {'found' if name in calls else 'NOT found'}")
