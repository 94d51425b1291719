#!/usr/bin/env python3
"""Oracle for Vitals' Apple Health importer, written with the standard library only.

Usage: apple_health.py EXPORT.xml|EXPORT.zip

Prints JSON: the heart-rate samples (top-level <Record type="HKQuantityTypeIdentifierHeartRate">,
unit count/min, or count/s times 60) that pass the plausibility checks Vitals applies
(20-300 BPM, 1970-2099), as [milliseconds since 1970 UTC, bpm] pairs in file order, with
count, min, max, first and last time, the refused count, the number of records of each
other heart type, and the sources. A zip is searched for the XML entry whose root element is
HealthData. The iOS 16 DTD defect and stray control characters are removed before parsing,
as people do by hand, since expat refuses them.
"""
import datetime
import io
import json
import re
import sys
import xml.etree.ElementTree as ET
import zipfile

HEART_RATE = "HKQuantityTypeIdentifierHeartRate"
OTHER = {
    "HKQuantityTypeIdentifierRestingHeartRate": "restingHeartRate",
    "HKQuantityTypeIdentifierHeartRateVariabilitySDNN": "heartRateVariability",
    "HKQuantityTypeIdentifierWalkingHeartRateAverage": "walkingHeartRateAverage",
}
LAST_MS = 4102444799999
CONTROL = bytes(c for c in range(32) if c not in (9, 10, 13))


def export_bytes(path):
    if not zipfile.is_zipfile(path):
        with open(path, "rb") as f:
            return f.read()
    with zipfile.ZipFile(path) as archive:
        for info in archive.infolist():
            if info.is_dir() or not info.filename.lower().endswith(".xml"):
                continue
            data = archive.read(info)
            if root_name(clean(data)) == "HealthData":
                return data
    raise SystemExit("no HealthData entry in " + path)


def clean(data):
    data = re.sub(rb"<!DOCTYPE[^\[>]*\[.*?\]\s*>", b"", data, count=1, flags=re.S)
    return data.translate(None, CONTROL)


def root_name(data):
    try:
        for _, element in ET.iterparse(io.BytesIO(data), events=("start",)):
            return element.tag
    except ET.ParseError:
        return None


def milliseconds(text):
    moment = datetime.datetime.strptime(" ".join(text.split()), "%Y-%m-%d %H:%M:%S %z")
    return int(moment.timestamp()) * 1000


def main():
    data = clean(export_bytes(sys.argv[1]))
    pairs, refused, sources = [], 0, {}
    others = {name: 0 for name in OTHER.values()}
    depth = 0
    for event, element in ET.iterparse(io.BytesIO(data), events=("start", "end")):
        if event == "start":
            depth += 1
            continue
        depth -= 1
        if depth == 1 and element.tag == "Record":
            kind = element.get("type", "").strip()
            if kind == HEART_RATE:
                bpm = float(element.get("value"))
                unit = element.get("unit", "count/min").strip()
                if unit == "count/s":
                    bpm *= 60
                time = milliseconds(element.get("startDate"))
                if 20 <= bpm <= 300 and 0 <= time <= LAST_MS:
                    pairs.append([time, bpm])
                    name = " ".join(element.get("sourceName", "").split())
                    sources[name] = sources.get(name, 0) + 1
                else:
                    refused += 1
            elif kind in OTHER:
                others[OTHER[kind]] += 1
        if depth <= 1:
            element.clear()
    times = [time for time, _ in pairs]
    values = [bpm for _, bpm in pairs]
    print(json.dumps({
        "count": len(pairs),
        "min": min(values) if values else None,
        "max": max(values) if values else None,
        "first": min(times) if times else None,
        "last": max(times) if times else None,
        "refused": refused,
        "other": others,
        "sources": sources,
        "pairs": pairs,
    }))


if __name__ == "__main__":
    main()
