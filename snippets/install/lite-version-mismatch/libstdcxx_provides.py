# The check for "version `CXXABI_1.3.NN' / `GLIBCXX_3.4.NN' not found": which libstdc++.so.6 this process
# really loaded (after importing MindSpore), and the highest CXXABI_ / GLIBCXX_ versions it defines, read from
# its ELF version-definition section (.gnu.version_d) — what `strings libstdc++.so.6 | grep CXXABI` shows,
# without external tools. Then: does it offer what the MindSpore Lite 2.3.0 benchmark asked for in the report?
import re
import struct

import mindspore  # noqa: F401  (loads MindSpore's C++ libraries, and with them libstdc++)


def version_defs(path):
    with open(path, "rb") as f:
        head = f.read(64)
        shoff, = struct.unpack_from("<Q", head, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", head, 0x3A)
        f.seek(shoff)
        sh = f.read(shentsize * shnum)
        secs = [struct.unpack_from("<IIQQQQIIQQ", sh, i * shentsize) for i in range(shnum)]
        names = set()
        for _n, typ, _fl, _a, off, size, link, _i, _al, _es in secs:
            if typ != 0x6FFFFFFD:  # SHT_GNU_verdef
                continue
            f.seek(secs[link][4])
            strtab = f.read(secs[link][5])
            f.seek(off)
            vd = f.read(size)
            pos = 0
            while True:
                _ver, _flags, _ndx, _cnt, _hash, aux, nxt = struct.unpack_from("<HHHHIII", vd, pos)
                name_o, = struct.unpack_from("<I", vd, pos + aux)
                names.add(strtab[name_o:strtab.index(b"\0", name_o)].decode())
                if not nxt:
                    break
                pos += nxt
        return names


def highest(names, prefix):
    vers = [tuple(int(x) for x in n[len(prefix):].split(".")) for n in names
            if re.fullmatch(re.escape(prefix) + r"[0-9.]+", n)]
    return prefix + ".".join(map(str, max(vers))) if vers else "-"


with open("/proc/self/maps") as f:
    libs = sorted({line.split()[-1] for line in f if "libstdc++.so" in line})
print("libstdc++ loaded by this process:", [re.sub(r"^.*/(lib[^/]*/)", r".../\1", p) for p in libs])
defs = version_defs(libs[0])
print("it defines up to:", highest(defs, "GLIBCXX_"), highest(defs, "CXXABI_"))
asked = ["CXXABI_1.3.8", "CXXABI_1.3.9", "CXXABI_1.3.11", "GLIBCXX_3.4.20", "GLIBCXX_3.4.21", "GLIBCXX_3.4.22"]
print("versions the Lite 2.3.0 benchmark asked for in the report, present here:",
      {v: v in defs for v in asked})
