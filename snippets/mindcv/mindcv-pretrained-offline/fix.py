# Fix: get the .ckpt onto the machine some other way, remove the zero-byte file the failed download left, then
# either pass the file as checkpoint_path or put it into ~/.mindspore/models under the name from the URL.
# Here the "downloaded elsewhere" file is a resnet18 checkpoint this script writes itself (no network here).
import os
import shutil
import mindspore as ms
import mindcv


def main():
    cache = os.path.expanduser("~/.mindspore/models")
    try:                                   # the failed first attempt, as in repro.py
        mindcv.create_model("resnet18", pretrained=True)
    except Exception as exc:
        print("offline:", type(exc).__name__)

    # 1. delete the zero-byte leftovers, otherwise every later pretrained=True run fails on them
    for f in sorted(os.listdir(cache)):
        path = os.path.join(cache, f)
        if f.endswith(".ckpt") and os.path.getsize(path) == 0:
            os.remove(path)
            print("removed empty", f)

    # stand-in for resnet18-1e65cd21.ckpt copied from a machine with network access
    ms.save_checkpoint(mindcv.create_model("resnet18"), "resnet18-1e65cd21.ckpt")

    # 2a. pass the local file: pretrained=False (the default) plus checkpoint_path
    net = mindcv.create_model("resnet18", checkpoint_path="resnet18-1e65cd21.ckpt")
    print("checkpoint_path: loaded, classifier", net.classifier.weight.shape)

    # 2b. or put the file where mindcv looks first: then pretrained=True does not download at all
    shutil.copy("resnet18-1e65cd21.ckpt", os.path.join(cache, "resnet18-1e65cd21.ckpt"))
    net = mindcv.create_model("resnet18", pretrained=True)
    print("pretrained=True with the file in ~/.mindspore/models: loaded, classifier", net.classifier.weight.shape)


main()   # nets live inside a function: see mindcv-cell-del-exit-noise
