# What to run on the Ascend machine (not run here: this site has no Ascend): the three versions that have to
# match each other — MindSpore, MindSpore Lite and the CANN toolkit — before importing mindspore_lite.
import glob
import importlib.metadata as md

for dist in ("mindspore", "mindspore-lite"):
    try:
        print(dist, md.version(dist))
    except md.PackageNotFoundError:
        print(dist, "not installed")
for cfg in sorted(glob.glob("/usr/local/Ascend/ascend-toolkit/latest/*/version.info")
                  + glob.glob("/usr/local/Ascend/ascend-toolkit/latest/version.cfg")):
    print(cfg, "->", open(cfg).read().strip().splitlines()[:2])

import mindspore_lite as mslite  # noqa: E402  (the import that fails with "undefined symbol" when they do not match)

print("mindspore_lite imported from", mslite.__file__)
