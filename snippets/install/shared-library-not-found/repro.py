# "cannot open shared object file" for a library that is not installed, two ways:
# 1. ctypes loading sonames MindSpore users have reported missing (what this machine has or lacks is printed);
# 2. a Python extension module whose own dependency is not on the loader's search path: a tiny extension built here
#    with gcc, linked against libneeded.so, which is then kept in a directory the loader does not search.
#    `import fakeext` raises exactly like `import mindspore` does when one of its system libraries is missing.
import ctypes
import os
import shutil
import subprocess
import sys
import sysconfig

for soname in ("libssl.so.1.1", "libcrypto.so.1.1", "libmpi.so.40", "libgmpxx.so.4", "libnuma.so.1"):
    try:
        ctypes.CDLL(soname)
        print(f"ctypes.CDLL({soname!r}): loaded (installed on this machine)")
    except OSError as e:
        print(f"ctypes.CDLL({soname!r}): OSError: {e}")

if not shutil.which("gcc") or not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")):
    print("extension demo: not available (no gcc or no Python.h)")
    sys.exit(0)
os.makedirs("deps", exist_ok=True)
with open("needed.c", "w") as f:
    f.write("int needed_answer(void) { return 42; }\n")
with open("fakeext.c", "w") as f:
    f.write('#include <Python.h>\nint needed_answer(void);\n'
            'static PyObject *answer(PyObject *s, PyObject *a) { return PyLong_FromLong(needed_answer()); }\n'
            'static PyMethodDef m[] = {{"answer", answer, METH_NOARGS, ""}, {NULL, NULL, 0, NULL}};\n'
            'static struct PyModuleDef d = {PyModuleDef_HEAD_INIT, "fakeext", "", -1, m};\n'
            'PyMODINIT_FUNC PyInit_fakeext(void) { return PyModule_Create(&d); }\n')
subprocess.run(["gcc", "-shared", "-fPIC", "-o", "deps/libneeded.so", "needed.c", "-Wl,-soname,libneeded.so"],
               check=True)
ext = "fakeext" + sysconfig.get_config_var("EXT_SUFFIX")
subprocess.run(["gcc", "-shared", "-fPIC", "-I", sysconfig.get_paths()["include"], "-o", ext, "fakeext.c",
                "-Ldeps", "-lneeded"], check=True)
print("built", ext, "(needs libneeded.so, which is only in ./deps)", flush=True)
sys.path.insert(0, os.getcwd())
import fakeext  # noqa: E402,F401  -> ImportError: libneeded.so: cannot open shared object file
