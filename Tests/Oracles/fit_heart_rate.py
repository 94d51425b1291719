#!/usr/bin/env python3
"""Oracle for the FIT importer: prints the heart rates of `record` messages with their times.

Usage: fit_heart_rate.py FILE...

Prints one JSON object mapping each FILE to a list of [seconds since 1970, bpm] pairs, in file
order, for every `record` message (global 20) whose standard heart_rate field (number 3, not a
developer field) and timestamp are valid. Times are the raw FIT timestamps (compressed-timestamp
headers resolved by fitdecode) plus 631065600 s. Chained FIT files are read one after another.
Parsed by fitdecode (see requirements.txt), independent of Vitals' own reader.
"""
import json
import sys

import fitdecode

FIT_EPOCH_IN_UNIX_SECONDS = 631065600
RECORD = 20
HEART_RATE = 3
TIMESTAMP = 253


def record_heart_rates(path):
    pairs = []
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.RAISE) as fit:
        for frame in fit:
            if frame.frame_type != fitdecode.FIT_FRAME_DATA or frame.global_mesg_num != RECORD:
                continue
            timestamp = None
            bpm = None
            for field in frame.fields:
                if field.field_def is not None and field.field_def.is_dev:
                    continue
                if field.def_num == TIMESTAMP and field.raw_value is not None:
                    timestamp = field.raw_value
                elif field.def_num == HEART_RATE and field.raw_value is not None:
                    bpm = field.raw_value
            if timestamp is not None and bpm is not None:
                pairs.append([timestamp + FIT_EPOCH_IN_UNIX_SECONDS, bpm])
    return pairs


def main(paths):
    json.dump({path: record_heart_rates(path) for path in paths}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
