# How to check an Ascend installation (needs an Ascend machine; not run on this site).
# Shell equivalents, in order:
#   npu-smi info                                              # driver loaded, NPUs visible
#   cat /usr/local/Ascend/ascend-toolkit/latest/version.cfg   # CANN toolkit version
#   cat /usr/local/Ascend/ascend-toolkit/latest/compiler/version.info   # what MindSpore compares
#   python -c "import mindspore; mindspore.set_context(device_target='Ascend'); mindspore.run_check()"
import glob
import subprocess

import mindspore as ms

print("$ npu-smi info")
print(subprocess.run(["npu-smi", "info"], capture_output=True, text=True, timeout=60).stdout)

for path in ["/usr/local/Ascend/ascend-toolkit/latest/version.cfg",
             *sorted(glob.glob("/usr/local/Ascend/ascend-toolkit/latest/*/version.info")),
             *sorted(glob.glob("/usr/local/Ascend/driver/version.info"))]:
    print("$ cat", path)
    with open(path, encoding="utf-8") as f:
        print(f.read())

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="Ascend")
ms.run_check()
