# No GPU here. Which GPU architectures MindSpore's own CUDA kernels were compiled for, read from the installed
# package: the kernel library (libcuda_ops) holds a fat binary (ELF section .nv_fatbin) with one entry per
# architecture, either machine code (SASS, "sm_XY") or PTX ("compute_XY", compiled by the driver at first use).
# A GPU that none of the entries fits gets CUDA's "no kernel image is available for execution on the device".
# This only reads the file (the fat binary layout: CUDA's fatbinary header, 0xBA55ED50, then one header per entry).
import collections
import glob
import mmap
import os
import struct

import mindspore as ms

FATBIN_MAGIC = 0xBA55ED50


def section(path, name):
    """(offset, size) of an ELF64 section, from the section header table."""
    with open(path, "rb") as f:
        head = f.read(64)
        shoff, = struct.unpack_from("<Q", head, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", head, 0x3A)
        f.seek(shoff)
        table = f.read(shentsize * shnum)
        rows = [struct.unpack_from("<IIQQQQIIQQ", table, i * shentsize) for i in range(shnum)]
        f.seek(rows[shstrndx][4])
        names = f.read(rows[shstrndx][5])
    for row in rows:
        if names[row[0]:names.index(b"\0", row[0])].decode() == name:
            return row[4], row[5]
    return None


def archs(data, where):
    """Counter of (kind, architecture) over every kernel image in the fat binaries of section `where`."""
    found = collections.Counter()
    pos, stop = where
    stop += pos
    while pos + 16 <= stop:
        magic, _, header, size = struct.unpack_from("<IHHQ", data, pos)
        if magic != FATBIN_MAGIC:       # fat binaries are 8-byte aligned, padding between them
            pos += 8
            continue
        entry, end = pos + header, pos + header + size
        while entry < end:
            kind, _, entry_header, payload = struct.unpack_from("<HHIQ", data, entry)
            arch, = struct.unpack_from("<I", data, entry + 28)
            found[("SASS sm_" if kind == 2 else "PTX compute_") + str(arch)] += 1
            entry += entry_header + payload
        pos = end
    return found


lib = os.path.join(os.path.dirname(ms.__file__), "lib")
print("mindspore", ms.__version__)
for path in sorted(glob.glob(os.path.join(lib, "libcuda_ops.so*"))
                   + glob.glob(os.path.join(lib, "plugin", "gpu", "libcuda_ops.so*"))):
    where = section(path, ".nv_fatbin")
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:  # ~800 MB: no read()
        found = archs(data, where) if where else collections.Counter()
        text = data.find(b"no kernel image is available for execution on the device") >= 0
    kinds = sorted(found, key=lambda k: (k.split()[0], int(k.rsplit("_", 1)[1])))
    print(f"\n{os.path.relpath(path, lib)}: {max(found.values(), default=0)} fat binaries")
    print("  machine code:", [k.split()[1] for k in kinds if k.startswith("SASS")])
    print("  PTX:         ", [k.split()[1] for k in kinds if k.startswith("PTX")])
    print("  CUDA's message for this case in the library:", "yes" if text else "no")
