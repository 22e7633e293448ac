# No Ascend and no CANN here. When the Ascend backend loads, MindSpore checks the CANN version itself
# (mindspore/run_check/_check_version.py, class AscendEnvChecker). This calls that checker directly on CPU:
#   1. which CANN versions this MindSpore wheel accepts;
#   2. what it says when it finds no CANN version file (nothing installed, or a custom path);
#   3. what it says for the version file of another CANN release (a fake file written here: Version=7.0.0);
#   4. what it says when the "te" package of CANN cannot be imported (it is not installed here);
#   5. where it looks for CANN's version.info when set_env.sh has set ASCEND_HOME_PATH / ASCEND_OPP_PATH;
#   6. whether it has fixed paths under /usr/local/Ascend to look at when they are not set.
import os

import mindspore as ms
from mindspore.run_check import _check_version as cv

ms.set_context(mode=ms.PYNATIVE_MODE)


def new_checker():
    try:
        return cv.AscendEnvChecker(None)
    except TypeError:      # 1.10: the constructor takes no library_path
        return cv.AscendEnvChecker()


def point_at(checker, path):
    # the attribute holding the path of CANN's compiler/version.info: fwk_version (1.10, 2.0), compiler_version (later)
    for attr in ("fwk_version", "compiler_version"):
        if hasattr(checker, attr):
            setattr(checker, attr, path)


print("mindspore", ms.__version__)
checker = new_checker()
print("1. CANN versions this wheel accepts:", checker.version)

print("2. no CANN version file:", flush=True)
point_at(checker, "")
checker.check_version()

fake = os.path.join(os.getcwd(), "Ascend", "latest", "compiler", "version.info")
os.makedirs(os.path.dirname(fake))
with open(fake, "w", encoding="utf-8") as f:
    f.write("Version=7.0.0\n")
print("3. version.info of another CANN release (Version=7.0.0):", flush=True)
point_at(checker, fake)
checker.check_version()

print("4. the te package of CANN:", flush=True)
checker.check_deps_version()

# 5. set the two variables CANN's set_env.sh exports (to made-up paths), then see which file a new checker reads
os.environ["ASCEND_HOME_PATH"] = "/opt/cann-home"
os.environ["ASCEND_OPP_PATH"] = "/opt/cann-home/opp"
checker = new_checker()
where = getattr(checker, "compiler_version", None) or getattr(checker, "fwk_version", None)
print("5. with ASCEND_HOME_PATH and ASCEND_OPP_PATH set, it reads:", repr(where) if where else
      "nothing from these variables (only the fixed paths under /usr/local/Ascend)")

# 6. without those variables (no `source set_env.sh`): is there a fixed path under /usr/local/Ascend to fall back on?
#    (None of them exists on this machine; this only reads the checker's code.)
import inspect
fixed = "/usr/local/Ascend/" in inspect.getsource(cv.AscendEnvChecker.__init__)
print("6. fixed paths under /usr/local/Ascend in the checker:", fixed)
print("done")
