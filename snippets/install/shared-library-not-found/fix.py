# Fixes for "X.so: cannot open shared object file", shown on the same kind of extension as repro.py
# (fakeext needs libneeded.so, kept in ./deps):
#  1. LD_LIBRARY_PATH=<dir> set BEFORE the process starts (a child process): the import works;
#  2. LD_LIBRARY_PATH changed inside the running process with os.environ: too late, the loader read it at start;
#  3. loading the library by its full path first (ctypes, RTLD_GLOBAL): the import then finds it by soname.
# The real fix for a system library (libssl, libgomp, libnuma ...) is installing the package that provides it.
import ctypes
import os
import shutil
import subprocess
import sys
import sysconfig

if not shutil.which("gcc") or not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")):
    print("not available (no gcc or no Python.h)")
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
subprocess.run(["gcc", "-shared", "-fPIC", "-I", sysconfig.get_paths()["include"], "-o",
                "fakeext" + sysconfig.get_config_var("EXT_SUFFIX"), "fakeext.c", "-Ldeps", "-lneeded"], check=True)
deps = os.path.abspath("deps")
code = "import sys; sys.path.insert(0, '.'); import fakeext; print('import fakeext: ok, answer =', fakeext.answer())"

r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                   env=dict(os.environ, LD_LIBRARY_PATH=deps))
print("1. LD_LIBRARY_PATH=./deps at start:", (r.stdout or r.stderr).strip().splitlines()[-1])

late = f"import os; os.environ['LD_LIBRARY_PATH'] = {deps!r}\n" + code
r = subprocess.run([sys.executable, "-c", late], capture_output=True, text=True)
print("2. os.environ['LD_LIBRARY_PATH'] set inside the process:", (r.stdout or r.stderr).strip().splitlines()[-1])

ctypes.CDLL(os.path.join(deps, "libneeded.so"), mode=ctypes.RTLD_GLOBAL)
sys.path.insert(0, os.getcwd())
import fakeext  # noqa: E402

print("3. ctypes.CDLL('<full path>/libneeded.so') first, then import: ok, answer =", fakeext.answer())
