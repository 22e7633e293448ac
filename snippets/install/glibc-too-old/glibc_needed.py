# What glibc / libstdc++ versions the installed MindSpore binaries need, read from their ELF version-needs
# section (.gnu.version_r: the same table the dynamic loader checks when it prints "version `GLIBC_2.NN' not
# found"), compared with what this machine has. No external tools: a minimal ELF64 little-endian reader.
import glob
import os
import platform
import re
import struct
import sysconfig


def version_needs(path):
    """{library soname: set of version names} from the .gnu.version_r section of an ELF64 LE file."""
    with open(path, "rb") as f:
        data = f.read(64)
        if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
            return {}
        shoff, = struct.unpack_from("<Q", data, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
        f.seek(shoff)
        sh = f.read(shentsize * shnum)
        secs = [struct.unpack_from("<IIQQQQIIQQ", sh, i * shentsize) for i in range(shnum)]
        out = {}
        for _name, typ, _fl, _addr, off, size, link, _info, _al, _es in secs:
            if typ != 0x6FFFFFFE:  # SHT_GNU_verneed
                continue
            f.seek(off)
            vr = f.read(size)
            str_off, str_size = secs[link][4], secs[link][5]
            f.seek(str_off)
            strtab = f.read(str_size)

            def s(o):
                return strtab[o:strtab.index(b"\0", o)].decode()
            pos = 0
            while True:
                _ver, cnt, file_o, aux, nxt = struct.unpack_from("<HHIII", vr, pos)
                names = out.setdefault(s(file_o), set())
                a = pos + aux
                for _ in range(cnt):
                    _h, _fl2, _other, name_o, anext = struct.unpack_from("<IHHII", vr, a)
                    names.add(s(name_o))
                    a += anext
                if not nxt:
                    break
                pos += nxt
        return out


def highest(names, prefix):
    vers = [tuple(int(x) for x in n[len(prefix):].split(".")) for n in names
            if re.fullmatch(re.escape(prefix) + r"[0-9.]+", n)]
    return prefix + ".".join(map(str, max(vers))) if vers else "-"


print("this machine: platform.libc_ver() =", platform.libc_ver(),
      "| confstr =", os.confstr("CS_GNU_LIBC_VERSION"))
pkg = os.path.join(sysconfig.get_paths()["purelib"], "mindspore")
files = sorted(glob.glob(os.path.join(pkg, "_c_expression*.so"))) + \
    sorted(glob.glob(os.path.join(pkg, "lib", "**", "*.so*"), recursive=True))
needs = {path: set().union(*version_needs(path).values()) for path in files}
for path in files:
    if "_c_expression" in os.path.basename(path):
        print(os.path.basename(path), "needs:", highest(needs[path], "GLIBC_"), highest(needs[path], "GLIBCXX_"),
              highest(needs[path], "CXXABI_"))
all_names = set().union(*needs.values())
print("all %d .so files of the package need at most:" % len(files), highest(all_names, "GLIBC_"),
      highest(all_names, "GLIBCXX_"), highest(all_names, "CXXABI_"))

# Which of them a CPU process really loads: import MindSpore, run one operator, read /proc/self/maps.
import numpy as np  # noqa: E402
import mindspore as ms  # noqa: E402

ms.set_context(mode=ms.PYNATIVE_MODE)
print("1 + 1 =", (ms.Tensor(np.array([1.0], np.float32)) + 1).asnumpy())
with open("/proc/self/maps") as f:
    loaded = {os.path.realpath(line.split()[-1]) for line in f if line.rstrip().endswith(".so") or ".so." in line}
used = [p for p in files if os.path.realpath(p) in loaded]
used_names = set().union(*(needs[p] for p in used))
print("loaded after import + 1 op: %d of them, needing at most:" % len(used), highest(used_names, "GLIBC_"),
      highest(used_names, "GLIBCXX_"), highest(used_names, "CXXABI_"))
top = highest(all_names, "GLIBC_")
print("files needing", top + ":", sorted(os.path.relpath(p, pkg) for p in files if top in needs[p]),
      "| loaded:", any(top in needs[p] for p in used))
mine = tuple(int(x) for x in platform.libc_ver()[1].split("."))
need = tuple(int(x) for x in highest(used_names, "GLIBC_")[len("GLIBC_"):].split("."))
print("glibc here is new enough for the libraries loaded on CPU:", mine >= need)
