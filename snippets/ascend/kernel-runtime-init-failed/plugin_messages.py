# No Ascend here. MindSpore's CPU wheels (2.0 and later) still ship the Ascend plugin, so we can look in its
# binaries for the messages of a failed device start-up and see which wording each version can print.
# This shows what the code contains, not what happens on a card. (The 1.10 lane is the GPU wheel: no Ascend plugin.)
# Then run_check() as the install guide asks: on this CPU-only machine it checks the CPU backend.
import glob
import os

import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)
lib = os.path.join(os.path.dirname(ms.__file__), "lib")
binaries = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))
                  + glob.glob(os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so")))
strings = [
    # the start-up failure, old and newer wording
    "Ascend kernel runtime initialization failed. The details refer to 'Ascend Error Message'.",
    "Ascend kernel runtime initialization failed, device id: ",
    # the call that sets the device (the reason usually is here): rtSetDevice in 1.x/2.0, aclrtSetDevice later
    " call rtSetDevice failed, ret[",
    " call aclrtSetDevice failed, ret[",
    "], please check if device id is valid.",
    # the block of CANN's own message that follows
    "- Ascend Error Message:",
]
print("mindspore", ms.__version__)
print("Ascend plugin files:", [os.path.basename(p) for p in binaries] or "none in this wheel")
found = set()
for path in binaries:  # one file at a time: a string counts as found if any file has it
    with open(path, "rb") as f:
        data = f.read()
    found.update(s for s in strings if s.encode() in data)
    del data
if binaries:
    for s in strings:
        print(f"{s}: {'found' if s in found else 'NOT found'}")
    old_wording, new_wording = strings[0] in found, strings[1] in found
    print("start-up failure sentence in this plugin:", {(True, False): "the one without the device id",
                                                      (False, True): "the one with the device id",
                                                      (True, True): "both", (False, False): "neither"}[
        (old_wording, new_wording)])
print("--- run_check() ---", flush=True)
ms.run_check()
