# Run on the Ascend machine (not run here: no Ascend). Prints what a version-mismatch question needs:
# driver/firmware, the CANN packages' versions, what MindSpore accepts, and MindSpore's own check.
import glob
import subprocess

import mindspore as ms
from mindspore.run_check import _check_version as cv


def show(cmd):
    print("$", cmd)
    print(subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout.strip())


show("npu-smi info")                                         # driver version and the cards it sees
show("cat /usr/local/Ascend/driver/version.info")            # driver
show("cat /usr/local/Ascend/firmware/version.info")          # firmware
for f in sorted(glob.glob("/usr/local/Ascend/*/latest/*/version.info")
                + glob.glob("/usr/local/Ascend/ascend-toolkit/latest/version.cfg")):
    show(f"cat {f}")                                         # toolkit / nnae / kernels ...
show("pip list 2>/dev/null | grep -i -E '^(te|hccl|topi|mindspore) '")
print("MindSpore", ms.__version__, "accepts CANN", cv.AscendEnvChecker(None).version)
ms.set_device("Ascend")
ms.run_check()
