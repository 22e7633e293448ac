# Run this on the Ascend machine (not run here: no Ascend). It prints what the start-up depends on and then starts
# the device the way the official install guide verifies an installation. Paste its whole output into an issue.
import os

import mindspore as ms

print("mindspore", ms.__version__)
for name in ("ASCEND_RT_VISIBLE_DEVICES", "DEVICE_ID", "RANK_ID", "RANK_SIZE", "ASCEND_HOME_PATH",
             "ASCEND_OPP_PATH", "LD_LIBRARY_PATH"):
    print(f"{name}={os.environ.get(name)}")
device_id = int(os.environ.get("DEVICE_ID", "0"))
# device_id counts inside the visible devices: with ASCEND_RT_VISIBLE_DEVICES=4,5 the valid ids are 0 and 1
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="Ascend", device_id=device_id)
ms.run_check()
