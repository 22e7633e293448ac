# No Ascend here. MindSpore's CPU wheels (2.0 and later) ship the Ascend plugin, and 2.0's backend library holds the
# code that looks up CANN's AI Core operator-info json for the chip it runs on. Per version: are this page's messages
# in the package, which operator-info json files the code can name, and does the plugin mention the 310P3 chip name?
# This shows what the package contains, not what happens on a card. (The 1.10 lane is the GPU wheel: no Ascend plugin.)
import glob
import os
import re

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
files = sorted(glob.glob(os.path.join(lib, "libmindspore_backend.so"))
               + glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*")))
print("mindspore", ms.__version__)
print("files searched:", [os.path.relpath(p, lib) for p in files] or "none in this wheel")
strings = [
    "Get op info json suffix path failed, soc_version: ",  # the chip name has no operator-info json in this code
    "Load op info json failed, version: ",                 # ... so the operator infos are not loaded
    "Get soc name failed.",                                # CANN gave no chip name at all
    "Ascend310P3",                                         # the chip name the reports print
]
found, jsons = set(), set()
for path in files:  # one file at a time: a string counts as found if any file has it
    with open(path, "rb") as f:
        data = f.read()
    found.update(s for s in strings if s.encode() in data)
    jsons.update(m.decode() for m in re.findall(rb"aic-ascend[0-9a-z_]*-ops-info\.json", data))
    del data
for s in strings:
    print(f"{s!r}: {'found' if s in found else 'NOT found'}")
print("operator-info json files named in the code:", sorted(jsons) or "none")
