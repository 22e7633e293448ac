# What to install: ask the MindSpore wheel which CANN versions it accepts (the list its own check compares with),
# then show that the check is silent for a version.info carrying one of them. No CANN here: the version.info file
# is written by this script, so this checks MindSpore's comparison only, not a real installation.
import os

import mindspore as ms
from mindspore.run_check import _check_version as cv

ms.set_context(mode=ms.PYNATIVE_MODE)

try:
    checker = cv.AscendEnvChecker(None)
except TypeError:      # 1.10: the constructor takes no library_path
    checker = cv.AscendEnvChecker()
accepted = checker.version
print("mindspore", ms.__version__, "accepts CANN", accepted)

# the first two fields of Version= in <CANN>/compiler/version.info are compared, e.g. 8.5.0 -> "8.5"
fake = os.path.join(os.getcwd(), "Ascend", "latest", "compiler", "version.info")
os.makedirs(os.path.dirname(fake))
with open(fake, "w", encoding="utf-8") as f:
    f.write(f"Version={accepted[-1]}.0\n")
for attr in ("fwk_version", "compiler_version"):   # 1.10/2.0 name / later name of the path it reads
    if hasattr(checker, attr):
        setattr(checker, attr, fake)
print("checking a version.info with Version=" + accepted[-1] + ".0", flush=True)
checker.check_version()      # prints nothing when the version is one it accepts
print("no warning above: the version is one this MindSpore accepts")
