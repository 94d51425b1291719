#!/usr/bin/env python3
"""Oracle for Vitals' Fitbit reader: reads Fitbit heart_rate-*.json export files (and Web API
intraday responses) with Python's own json module and prints every reading as JSON:
{"readings": [[milliseconds since 1970 UTC, bpm], ...]}.

Usage: fitbit_heart_rate.py FILE [IANA time zone for Web API responses, default UTC]
Export times are MM/dd/yy HH:mm:ss (or MM/dd/yyyy) in UTC; a two-digit year is 20yy.
"""
import json
import sys
from datetime import datetime, timezone
from zoneinfo import ZoneInfo


def export_time(text):
    date, time = text.split(" ")
    month, day, year = (int(part) for part in date.split("/"))
    if len(date.split("/")[2]) == 2:
        year += 2000
    hour, minute, second = (int(part) for part in time.split(":"))
    moment = datetime(year, month, day, hour, minute, second, tzinfo=timezone.utc)
    return int(moment.timestamp()) * 1000


def main():
    path = sys.argv[1]
    zone = ZoneInfo(sys.argv[2] if len(sys.argv) > 2 else "UTC")
    with open(path, "rb") as file:
        document = json.load(file)
    readings = []
    if isinstance(document, list):
        for record in document:
            readings.append([export_time(record["dateTime"]), float(record["value"]["bpm"])])
    else:
        day = document["activities-heart"][0]["dateTime"]
        for point in document["activities-heart-intraday"]["dataset"]:
            local = datetime.strptime(day + " " + point["time"], "%Y-%m-%d %H:%M:%S").replace(tzinfo=zone)
            readings.append([int(local.timestamp()) * 1000, float(point["value"])])
    json.dump({"readings": readings}, sys.stdout)


if __name__ == "__main__":
    main()
