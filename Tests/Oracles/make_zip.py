#!/usr/bin/env python3
"""Builds zip archives for Vitals' Apple Health tests, with the standard library only.

Usage: make_zip.py OUT.zip [--stored] [--zip64] NAME=FILE...

Without --zip64 the archive is written by zipfile (deflated unless --stored). With --zip64
it is written by hand in the zip64 form tools use for exports over 4 GB, whatever the
sizes: every local and central header marks its sizes (and the central one its offset)
0xFFFFFFFF and gives them in a zip64 extra field, and a zip64 end record and locator
precede the end record, whose counts and offsets are 0xFFFF/0xFFFFFFFF. zipfile then checks
the archive it wrote by reading it back.
"""
import struct
import sys
import zipfile
import zlib


def write_zip64(out, entries, stored):
    records = []
    with open(out, "wb") as f:
        for name, path in entries:
            data = open(path, "rb").read()
            if stored:
                packed = data
            else:
                packer = zlib.compressobj(6, zlib.DEFLATED, -15)
                packed = packer.compress(data) + packer.flush()
            crc = zlib.crc32(data)
            encoded = name.encode()
            offset = f.tell()
            method = 0 if stored else 8
            extra = struct.pack("<HHQQ", 1, 16, len(data), len(packed))
            f.write(struct.pack("<IHHHHHIIIHH", 0x04034B50, 45, 0x800, method, 0, 0x21, crc,
                                0xFFFFFFFF, 0xFFFFFFFF, len(encoded), len(extra)))
            f.write(encoded + extra + packed)
            records.append((encoded, method, crc, len(data), len(packed), offset))
        directory = f.tell()
        for encoded, method, crc, size, packed, offset in records:
            extra = struct.pack("<HHQQQ", 1, 24, size, packed, offset)
            f.write(struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 45, 45, 0x800, method, 0, 0x21, crc,
                                0xFFFFFFFF, 0xFFFFFFFF, len(encoded), len(extra), 0, 0, 0, 0, 0xFFFFFFFF))
            f.write(encoded + extra)
        end = f.tell()
        f.write(struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, len(records), len(records),
                            end - directory, directory))
        f.write(struct.pack("<IIQI", 0x07064B50, 0, end, 1))
        f.write(struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0))
    with zipfile.ZipFile(out) as archive:
        bad = archive.testzip()
        if bad is not None:
            raise SystemExit("wrote a broken entry " + bad)


def main():
    arguments = sys.argv[1:]
    out = arguments.pop(0)
    stored = "--stored" in arguments
    zip64 = "--zip64" in arguments
    entries = [argument.split("=", 1) for argument in arguments if not argument.startswith("--")]
    if zip64:
        write_zip64(out, entries, stored)
        return
    compression = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    with zipfile.ZipFile(out, "w", compression) as archive:
        for name, path in entries:
            archive.write(path, name)


if __name__ == "__main__":
    main()
