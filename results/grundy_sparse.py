#!/usr/bin/python3
"""@brief Lists the sparse values of Grundy's game (Flammenkamp's sense) from an sgperiod checkpoint.

Usage: grundy_sparse.py CHECKPOINT > grundy-sparse.csv

Writes `n,value` for every n below the checkpoint's count whose G(n) has an even number of one bits
once its lowest bit is dropped (A. Flammenkamp's mask 0111...10 for Grundy's game). The checkpoint is the
one `sgperiod run grundy --checkpoint FILE` writes; its layout is at the top of engine/checkpoint.cpp
(a Full layout is read here: header, then G(0..count-1) as little-endian integers of the stored width).
The file's checksum is not recomputed (sgperiod checks it whenever it resumes from the file); the header
is checked field by field. Needs NumPy; reads the values through a memory map, a chunk at a time.
"""
import struct
import sys

import numpy as np

MAGIC = b"SGPCKPT\0"
CHUNK = 1 << 26  # values per step


def header(f, path):
    def get(fmt, field):
        size = struct.calcsize(fmt)
        data = f.read(size)
        if len(data) != size:
            sys.exit(f"{path}: truncated checkpoint (file ends inside field '{field}')")
        return struct.unpack(fmt, data)[0]

    if f.read(8) != MAGIC:
        sys.exit(f"{path}: not an sgperiod checkpoint (bad magic)")
    version = get("<I", "version")
    if version not in (1, 2):
        sys.exit(f"{path}: checkpoint version {version}, this script reads 1 and 2")
    game = f.read(get("<I", "gamelen")).decode()
    if game != "grundy":
        sys.exit(f"{path}: a checkpoint of '{game}', not of Grundy's game")
    if version >= 2 and get("<I", "layout") != 0:
        sys.exit(f"{path}: a front-plus-tail checkpoint keeps no full sequence")
    width = get("<I", "width")
    if width not in (1, 2, 4):
        sys.exit(f"{path}: value width {width}, expected 1, 2 or 4")
    count = get("<Q", "count")
    return width, count, f.tell()


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    path = sys.argv[1]
    with open(path, "rb") as f:
        width, count, offset = header(f, path)
    dtype = {1: "<u1", 2: "<u2", 4: "<u4"}[width]
    values = np.memmap(path, dtype=dtype, mode="r", offset=offset, shape=(count,))
    # Parity of the one bits of every 16-bit number; wider values fold their halves first.
    parity = np.zeros(1 << 16, dtype=np.uint8)
    for bit in range(16):
        parity ^= ((np.arange(1 << 16) >> bit) & 1).astype(np.uint8)
    out = sys.stdout
    out.write("n,value\n")
    for start in range(0, count, CHUNK):
        v = np.asarray(values[start:start + CHUNK]).astype(np.uint32)
        w = v >> 1
        odd = parity[(w & 0xFFFF) ^ (w >> 16)]
        for i in np.flatnonzero(odd == 0):
            out.write(f"{start + int(i)},{int(v[i])}\n")


if __name__ == "__main__":
    main()
