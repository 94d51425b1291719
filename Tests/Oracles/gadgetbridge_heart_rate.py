#!/usr/bin/env python3
"""Oracle for Vitals' Gadgetbridge reader: reads a Gadgetbridge database export with Python's
sqlite3 module (read-only) and prints every heart-rate reading as JSON:
{"readings": [[milliseconds since 1970 UTC, bpm, device name, device identifier], ...]}.

Tables: those with TIMESTAMP, DEVICE_ID and HEART_RATE columns, except the daily summaries
*_HEART_RATE_MAX_* and *_HEART_RATE_RESTING_*. A table whose timestamps are mostly >= 1e11
counts milliseconds, else seconds. HEART_RATE NULL, <= 0 and 255 mean "no reading".
Readings outside 20-300 BPM or 1970-2099 are left out (Vitals refuses and counts them).
"""
import json
import sqlite3
import sys


def main():
    connection = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
    devices = {
        row[0]: (row[1], row[2])
        for row in connection.execute("SELECT _id, NAME, IDENTIFIER FROM DEVICE")
    }
    tables = [row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    readings = []
    for table in tables:
        columns = {row[1].upper() for row in connection.execute(f'PRAGMA table_info("{table}")')}
        upper = table.upper()
        if not {"TIMESTAMP", "DEVICE_ID", "HEART_RATE"} <= columns or upper == "DEVICE":
            continue
        if "HEART_RATE_MAX" in upper or "HEART_RATE_RESTING" in upper:
            continue
        rows = connection.execute(f'SELECT TIMESTAMP, DEVICE_ID, HEART_RATE FROM "{table}"').fetchall()
        milliseconds = sum(1 for row in rows if row[0] >= 100_000_000_000) * 2 > len(rows)
        for stamp, device, rate in rows:
            if rate is None or rate <= 0 or rate == 255:
                continue
            time = stamp if milliseconds else stamp * 1000
            if not (20 <= rate <= 300 and 0 <= time <= 4_102_444_799_999):
                continue
            name, identifier = devices.get(device, (f"Gadgetbridge device {device}", None))
            readings.append([time, float(rate), name, identifier])
    json.dump({"readings": readings}, sys.stdout)


if __name__ == "__main__":
    main()
