#!/usr/bin/env python3
"""Independent heart-rate readings of TCX and GPX files, for Vitals' tests and benchmark.

    track_oracle.py FILE...            one JSON object per file: {"file", "pairs": [[ms, bpm], ...]}
    track_oracle.py --summary FILE...  one JSON object per file with only "count", then
                                       {"seconds": parse time of all files, in this process}

TCX through tcxreader (all trackpoints, only_gps=False); a trackpoint repeating the previous
kept trackpoint's time exactly (Garmin repeats lap boundaries) is dropped, as Vitals does.
GPX through gpxpy plus a walk over each point's extension elements: the first element, at any
depth, whose local name is hr, heartrate, heart_rate, heartRate, HeartRate or bpm.
Times without a zone are taken as UTC; times are truncated to the millisecond.
"""
import datetime
import json
import sys
import time

import gpxpy
from tcxreader.tcxreader import TCXReader

EPOCH = datetime.datetime(1970, 1, 1)
HEART_RATE_NAMES = {"hr", "heartrate", "heart_rate", "heartRate", "HeartRate", "bpm"}


def milliseconds(moment):
    if moment.tzinfo is not None:
        moment = moment.astimezone(datetime.timezone.utc).replace(tzinfo=None)
    return (moment - EPOCH) // datetime.timedelta(milliseconds=1)


def tcx_pairs(path):
    exercise = TCXReader().read(path, only_gps=False)
    pairs = []
    last_time = None
    for point in exercise.trackpoints:
        if point.time is None or point.hr_value is None:
            continue
        moment = milliseconds(point.time)
        if moment == last_time:
            continue
        last_time = moment
        pairs.append([moment, float(point.hr_value)])
    return pairs


def extension_heart_rate(point):
    for extension in point.extensions or []:
        for element in extension.iter():
            if element.tag.split("}")[-1] in HEART_RATE_NAMES:
                text = (element.text or "").strip()
                return float(text) if text else None
    return None


def gpx_pairs(path):
    with open(path, encoding="utf-8") as handle:
        gpx = gpxpy.parse(handle)
    points = list(gpx.waypoints)
    for route in gpx.routes:
        points.extend(route.points)
    for track in gpx.tracks:
        for segment in track.segments:
            points.extend(segment.points)
    pairs = []
    for point in points:
        heart_rate = extension_heart_rate(point)
        if point.time is None or heart_rate is None:
            continue
        pairs.append([milliseconds(point.time), heart_rate])
    return pairs


def main(arguments):
    summary = arguments[:1] == ["--summary"]
    files = arguments[1:] if summary else arguments
    started = time.perf_counter()
    for path in files:
        pairs = tcx_pairs(path) if path.lower().endswith(".tcx") else gpx_pairs(path)
        if summary:
            print(json.dumps({"file": path, "count": len(pairs)}))
        else:
            print(json.dumps({"file": path, "pairs": pairs}))
    if summary:
        print(json.dumps({"seconds": time.perf_counter() - started}))


if __name__ == "__main__":
    main(sys.argv[1:])
