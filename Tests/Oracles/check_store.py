#!/usr/bin/env python3
"""An independent check of a Vitals database (schema v2), used by the crash tests.

Usage: check_store.py DATABASE

Runs PRAGMA integrity_check, decodes every sample block with its own decoder of the format
documented in docs/storage.md, loads the samples into an in-memory SQLite table, and compares
every stored figure (hourSource, hour, daySource, day) with a GROUP BY over those samples.
Prints "ok <samples>" and exits 0, or prints each difference and exits 1.
"""
import sqlite3
import struct
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo


def varints(data, offset):
    value, shift = 0, 0
    while True:
        byte = data[offset]
        offset += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, offset
        shift += 7


def decode(start, data):
    samples, offset, time, previous = [], 0, start, 0.0
    while offset < len(data):
        code, offset = varints(data, offset)
        time += (code >> 1) * 1000 if code & 1 else code >> 1
        code, offset = varints(data, offset)
        kind = code & 3
        if kind == 0:
            zigzag = code >> 2
            previous = previous + ((zigzag >> 1) ^ -(zigzag & 1))
        elif kind == 1:
            previous = (code >> 2) / 100
        elif kind == 2:
            previous = struct.unpack_from("<d", data, offset)[0]
            offset += 8
        else:
            raise ValueError("unknown value kind")
        samples.append((time, previous))
    return samples


def day_start(day, zone):
    local = datetime(day // 10000, day // 100 % 100, day % 100, tzinfo=zone)
    return int(local.astimezone(timezone.utc).timestamp() * 1000)


def local_day(milliseconds, zone):
    local = datetime.fromtimestamp(milliseconds / 1000, timezone.utc).astimezone(zone)
    return local.year * 10000 + local.month * 100 + local.day


def main(path):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    problems = []
    integrity = [row[0] for row in db.execute("PRAGMA integrity_check")]
    if integrity != ["ok"]:
        problems.append(f"integrity_check: {integrity[:5]}")
    zone_row = db.execute("SELECT value FROM metadata WHERE key = 'timeZone'").fetchone()
    zone = ZoneInfo(zone_row[0]) if zone_row else timezone.utc

    memory = sqlite3.connect(":memory:")
    memory.execute("CREATE TABLE s (time INTEGER, bpm REAL, source INTEGER, day INTEGER, hour INTEGER)")
    day_starts = {}
    count = 0
    for start, source, data in db.execute("SELECT start, sourceId, samples FROM sampleBlock"):
        rows = []
        for time, bpm in decode(start, data):
            day = local_day(time, zone)
            if day not in day_starts:
                day_starts[day] = day_start(day, zone)
            first = day_starts[day]
            hour = first + (time - first) // 3_600_000 * 3_600_000
            if hour != start:
                problems.append(f"sample {time} of source {source} is in the block of {start}, not {hour}")
            rows.append((time, bpm, source, day, hour))
        memory.executemany("INSERT INTO s VALUES (?, ?, ?, ?, ?)", rows)
        count += len(rows)

    def compare(name, stored_sql, recomputed_sql):
        stored = {row[:-4]: row[-4:] for row in db.execute(stored_sql)}
        recomputed = {row[:-4]: row[-4:] for row in memory.execute(recomputed_sql)}
        for key in sorted(set(stored) | set(recomputed)):
            a, b = stored.get(key), recomputed.get(key)
            if a is None or b is None or a[0] != b[0] or a[1] != b[1] or a[2] != b[2] \
                    or abs(a[3] - b[3]) > 1e-6 * max(1.0, abs(b[3])):
                problems.append(f"{name} {key}: stored {a}, GROUP BY {b}")

    figures = "count(*), min(bpm), max(bpm), total(bpm)"
    compare("hourSource", "SELECT start, sourceId, sampleCount, minimum, maximum, total FROM hourSource",
            f"SELECT hour, source, {figures} FROM s GROUP BY hour, source")
    compare("hour", "SELECT start, sampleCount, minimum, maximum, total FROM hour",
            f"SELECT hour, {figures} FROM s GROUP BY hour")
    compare("daySource", "SELECT day, sourceId, sampleCount, minimum, maximum, total FROM daySource",
            f"SELECT day, source, {figures} FROM s GROUP BY day, source")
    compare("day", "SELECT day, sampleCount, minimum, maximum, total FROM day",
            f"SELECT day, {figures} FROM s GROUP BY day")
    latest = dict(memory.execute("SELECT day, max(time) FROM s GROUP BY day"))
    for day, stored in db.execute("SELECT day, latestTime FROM day"):
        if latest.get(day) != stored:
            problems.append(f"day {day}: latest time {stored}, samples' {latest.get(day)}")
    if problems:
        print("\n".join(problems[:50]))
        return 1
    print(f"ok {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
