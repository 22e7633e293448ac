# No GPU here. Where "Failed to create cusolver dn handle." comes from, read from the installed GPU plugin:
# every GPU plugin imports cusolverDnCreate (the handle is made when the GPU device is initialised, before any
# linear-algebra op runs), and the plugin's own cuSOLVER messages tell a device-init failure apart from a failing
# op (Cholesky, LU, QR ...). readelf and a byte search only read the files; nothing is loaded.
import glob
import mmap
import os
import re
import subprocess

import mindspore as ms

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
print("mindspore", ms.__version__)
for path in sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_gpu.so*"))):
    syms = subprocess.run(["readelf", "--dyn-syms", "-W", path], capture_output=True, text=True).stdout
    imported = sorted(set(re.findall(r"\sUND\s+(cusolverDn\w+)", syms)))
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
        messages = [m for m in ("Failed to create cusolver dn handle.", "Failed to set stream for cusolver dn handle",
                                "Failed to destroy cusolver dn handle.") if data.find(m.encode()) >= 0]
        op_failures, pos, op_rx = set(), data.find(b"cusolver "), re.compile(rb"cusolver [a-z ]{2,30}fail(?:ed)?\.?")
        while pos >= 0:                 # jump between occurrences instead of running the regex over 80 MB
            m = op_rx.match(data, pos)
            if m:
                op_failures.add(m.group().decode())
            pos = data.find(b"cusolver ", pos + 1)
        op_failures = sorted(op_failures)
    print(f"\nlib/plugin/{os.path.basename(path)}")
    print(f"  imports {len(imported)} cusolverDn* functions; cusolverDnCreate: {'yes' if 'cusolverDnCreate' in imported else 'no'}")
    print("  handle messages:", messages)
    print(f"  op messages: {len(op_failures)}, e.g. {op_failures[:3]}")
