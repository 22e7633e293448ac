# Which of the installed MindSpore's own libraries define (export) or merely use the C++ symbol that a
# mismatched MindSpore Lite reported as undefined: _ZTVN9mindspore12TypeAnythingE (the vtable of
# mindspore::TypeAnything), and _ZTVN9mindspore7TypeAnyE (mindspore::TypeAny). Run in each MindSpore version:
# a library built against one version's symbols finds them missing in another's. A minimal ELF64
# little-endian .dynsym reader, no external tools.
import glob
import os
import struct
import sysconfig

SYMBOLS = [b"_ZTVN9mindspore12TypeAnythingE", b"_ZTVN9mindspore7TypeAnyE"]


def dynsym(path):
    """{symbol: 'defines' | 'uses'} for SYMBOLS in the .dynsym of an ELF64 LE shared object."""
    out = {}
    with open(path, "rb") as f:
        head = f.read(64)
        if head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:
            return out
        shoff, = struct.unpack_from("<Q", head, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", head, 0x3A)
        f.seek(shoff)
        sh = f.read(shentsize * shnum)
        secs = [struct.unpack_from("<IIQQQQIIQQ", sh, i * shentsize) for i in range(shnum)]
        for _n, typ, _fl, _a, off, size, link, _i, _al, entsize in secs:
            if typ != 11:  # SHT_DYNSYM
                continue
            f.seek(secs[link][4])
            strtab = f.read(secs[link][5])
            wanted = {}
            for s in SYMBOLS:
                at = strtab.find(b"\0" + s + b"\0")
                if at >= 0:
                    wanted[at + 1] = s.decode()
            if not wanted:
                return out
            f.seek(off)
            syms = f.read(size)
            for k in range(0, size, entsize or 24):
                name, _info, _other, shndx = struct.unpack_from("<IBBH", syms, k)
                if name in wanted:
                    out[wanted[name]] = "defines" if shndx != 0 else "uses"
    return out


pkg = os.path.join(sysconfig.get_paths()["purelib"], "mindspore")
files = sorted(glob.glob(os.path.join(pkg, "lib", "*.so*"))) + sorted(glob.glob(os.path.join(pkg, "_c_expression*.so")))
table = {s.decode(): {"defines": [], "uses": []} for s in SYMBOLS}
for path in files:
    for sym, how in dynsym(path).items():
        table[sym][how].append(os.path.basename(path))
import mindspore  # noqa: E402  (only for its version string)

print("MindSpore", mindspore.__version__)
for sym, how in table.items():
    print(" ", sym, "| defined in:", how["defines"] or "-", "| used by %d libraries" % len(how["uses"]))
