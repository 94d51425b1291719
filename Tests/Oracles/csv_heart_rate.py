#!/usr/bin/env python3
"""Reference reading of a heart-rate CSV file, for Vitals' CSV reader tests.

Independent of Vitals: Python's csv module splits the file, datetime.strptime or
datetime.fromisoformat reads the times. The caller says what the file holds (the Swift reader
must find it out by itself):

    csv_heart_rate.py FILE --delimiter ';' --time 'Date+Time' --bpm Puls [--source device]
        [--format '%d.%m.%Y %H:%M:%S' | --format iso | --format epoch] [--decimal-comma]
        [--openhrv] [--default-source csv]

Naive times are UTC. Epoch numbers: under 1e11 seconds, under 1e14 milliseconds, under 1e17
microseconds, else nanoseconds. Prints JSON: {"rows", "kept": [[ms, repr(bpm), source]...],
"refused_bpm", "refused_time", "empty"}, kept readings being 20-300 BPM in 1970-2099.
"""
import argparse
import csv
import datetime as dt
import json
import sys
from decimal import Decimal

EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)
LAST_MS = 4_102_444_799_999


def epoch_ms(text):
    value = Decimal(text.replace(",", "."))
    whole = abs(int(value))
    if whole < 10**11:
        ms = int(value * 1000)
    elif whole < 10**14:
        ms = int(value)
    elif whole < 10**17:
        ms = int(value) // 1000
    else:
        ms = int(value) // 1_000_000
    return ms


def time_ms(text, fmt):
    text = text.strip()
    if fmt == "epoch":
        return epoch_ms(text)
    if fmt == "iso":
        moment = dt.datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
    else:
        moment = dt.datetime.strptime(text, fmt)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.timezone.utc)
    return (moment - EPOCH) // dt.timedelta(milliseconds=1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--delimiter", default=",")
    parser.add_argument("--time", required=True)
    parser.add_argument("--bpm", required=True)
    parser.add_argument("--source")
    parser.add_argument("--format", default="iso")
    parser.add_argument("--decimal-comma", action="store_true")
    parser.add_argument("--openhrv", action="store_true")
    parser.add_argument("--default-source", default="csv")
    args = parser.parse_args()

    result = {"rows": 0, "kept": [], "refused_bpm": 0, "refused_time": 0, "empty": 0}
    with open(args.file, newline="", encoding="utf-8-sig") as handle:
        rows = csv.reader(handle, delimiter=args.delimiter)
        header = next(row for row in rows if row)
        index = {name.strip(): position for position, name in enumerate(header)}
        time_columns = [index[name] for name in args.time.split("+")]
        bpm_column = index[args.bpm]
        source_column = index[args.source] if args.source else None
        for row in rows:
            if not row:
                continue
            result["rows"] += 1
            if args.openhrv and row[0] != "InterBeatInterval":
                continue
            if args.openhrv:
                row = row[:3]
            value = row[bpm_column].strip()
            if not value:
                result["empty"] += 1
                continue
            number = float(value.replace(",", ".") if args.decimal_comma else value)
            bpm = 60000 / number if args.openhrv else number
            ms = time_ms(" ".join(row[column].strip() for column in time_columns), args.format)
            source = args.default_source
            if source_column is not None and row[source_column].strip():
                source = row[source_column].strip()
            if not 20 <= bpm <= 300:
                result["refused_bpm"] += 1
            elif not 0 <= ms <= LAST_MS:
                result["refused_time"] += 1
            else:
                result["kept"].append([ms, repr(bpm), source])
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
