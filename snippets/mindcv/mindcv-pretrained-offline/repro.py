# Reproducer: mindcv.create_model(..., pretrained=True) on a machine that cannot reach download.mindspore.cn
# (firewall, air-gapped cluster). The same call twice in a row, as a user re-running the script would do:
# the first fails to download, the second fails differently because of what the first left in ~/.mindspore/models.
import os
import mindcv

print("mindcv", mindcv.__version__)
cache = os.path.expanduser("~/.mindspore/models")
for attempt in (1, 2):
    print(f"--- run {attempt}: create_model('resnet18', pretrained=True)", flush=True)
    try:
        mindcv.create_model("resnet18", pretrained=True)
    except Exception as exc:
        if attempt == 2:
            raise
        print(f"{type(exc).__module__}.{type(exc).__name__}: {exc}")
    files = [(f, os.path.getsize(os.path.join(cache, f))) for f in sorted(os.listdir(cache))]
    print("left in ~/.mindspore/models (name, bytes):", files, flush=True)
