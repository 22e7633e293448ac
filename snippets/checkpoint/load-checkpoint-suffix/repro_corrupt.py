# Reproducer: a file named *.ckpt that is not a checkpoint. A common case: a Git LFS pointer (a small text file)
# left behind by `git clone` without `git lfs pull`, or an HTML error page saved by a failed download.
import os
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: MindSpore 1.x defaults to GRAPH_MODE, 2.x to PyNative
with open("lenet.ckpt", "w") as f:
    f.write("version https://git-lfs.github.com/spec/v1\n"
            "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\n"
            "size 493568\n")
print("lenet.ckpt size:", os.path.getsize("lenet.ckpt"), "bytes")
param_dict = ms.load_checkpoint("lenet.ckpt")
