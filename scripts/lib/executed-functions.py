"""Used by scripts/update-link-order: prints, sorted, every function symbol of PROGRAM that a
callgrind profile (made with --dump-instr=yes --compress-pos=no) saw executed.

usage: executed-functions.py PROFILE PROGRAM

The profile's instruction addresses are mapped to PROGRAM's symbols here rather than taken
from callgrind's function names: Valgrind names a function by one of the symbols at its
address, while the linker may find it under another (C++ constructors and destructors have
two), and code between symbols is attributed to the symbol before it either way.
"""
import bisect
import re
import subprocess
import sys


def executed_addresses(profile, program):
    """The instruction addresses callgrind recorded in PROGRAM's own code."""
    objects, current, addresses = {}, None, set()
    object_line = re.compile(r"^(c?ob)=\((\d+)\)(?: (.*))?$")
    with open(profile, errors="replace") as lines:
        for line in lines:
            match = object_line.match(line)
            if match:
                kind, number, name = match.groups()
                if name:
                    objects[number] = name.strip()
                if kind == "ob":
                    current = objects.get(number)
                continue
            if current == program and line.startswith("0x"):
                addresses.add(int(line.split()[0], 16))
    return addresses


def function_symbols(program):
    """(address, name) of PROGRAM's code symbols, by address."""
    listing = subprocess.run(["nm", "--defined-only", "-n", program],
                             check=True, capture_output=True, text=True).stdout
    symbols = []
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in "tTwW":
            symbols.append((int(fields[0], 16), fields[2]))
    return symbols


def main():
    profile, program = sys.argv[1], sys.argv[2]
    symbols = function_symbols(program)
    starts = [address for address, _ in symbols]
    executed = set()
    for address in executed_addresses(profile, program):
        index = bisect.bisect_right(starts, address) - 1
        if index < 0:
            continue
        start = starts[index]
        while index >= 0 and starts[index] == start:  # every alias of the function
            executed.add(symbols[index][1])
            index -= 1
    sys.stdout.write("".join(name + "\n" for name in sorted(executed)))


if __name__ == "__main__":
    main()
