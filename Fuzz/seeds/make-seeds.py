#!/usr/bin/env python3
"""Writes the generated seed corpora of the fuzz targets: small valid files of every format,
one folder per format (`OUT/csv`, `OUT/fit`, …), each file covering a variant the readers
handle (dialects, byte orders, compressed timestamps, zip64, database layouts …).

    make-seeds.py OUT

Only the standard library is used. The output is the same on every run (no clock, no
randomness), so that a fuzz run is reproducible from its seeds.
"""

import io
import os
import sqlite3
import struct
import sys
import zipfile

# 2020-06-01 10:00:00 UTC in seconds since 1970, and its FIT time (since 1989-12-31).
UNIX_START = 1_591_005_600
FIT_EPOCH = 631_065_600
FIT_START = UNIX_START - FIT_EPOCH


def heart_rates(count, first=62):
    """A plausible, varying heart-rate series."""
    return [first + (index * 7) % 40 for index in range(count)]


# ---------------------------------------------------------------------------------- CSV

def csv_seeds():
    rates = heart_rates(8)
    iso = [f"2020-06-01T10:00:{second:02d}Z" for second in range(0, 16, 2)]
    seeds = {
        "vitals.csv": "timestamp,bpm,source\n"
        + "".join(f"{time},{rate},Polar H10\n" for time, rate in zip(iso, rates)),
        "semicolon-decimal-comma.csv": "Time;Heart Rate\n"
        + "".join(f"01.06.2020 10:00:{second:02d};{rate},5\n" for second, rate in zip(range(8), rates)),
        "tab-epoch-ms.tsv": "time\tHR\n"
        + "".join(f"{(UNIX_START + second) * 1000}\t{rate}\n" for second, rate in zip(range(8), rates)),
        "epoch-seconds.csv": "Date,bpm\n"
        + "".join(f"{UNIX_START + second},{rate}\n" for second, rate in zip(range(8), rates)),
        "date-and-time-columns.csv": "Date,Time,value\n"
        + "".join(f"06/01/2020,10:00:{second:02d},{rate}\n" for second, rate in zip(range(8), rates)),
        "day-first-slashes.csv": "date,heart_rate\n"
        + "".join(f"13/05/2020 08:14:{second:02d},{rate}\n" for second, rate in zip(range(8), rates)),
        "offsets-and-fractions.csv": "timestamp,bpm\n"
        + "2020-06-01T10:00:00.250+02:00,61.5\n2020-06-01 10:00:01 +0200,62\n"
        + "2020-06-01T10:00:02.5-05:30,63\n2020-03-29T02:30:00,64\n2020-10-25T02:30:00,65\n",
        "quoted-crlf-bom.csv": "\ufeff\"timestamp\",\"bpm\",\"source\"\r\n"
        + "\"2020-06-01T10:00:00Z\",\"70\",\"Watch, \"\"left\"\" wrist\"\r\n"
        + "\"2020-06-01T10:00:01Z\",\"71\",\r\n2020-06-01T10:00:02Z,,\r\n",
        "openhrv.csv": "event,value,timestamp\n"
        + "".join(f"InterBeatInterval,{800 + index * 10},{UNIX_START + index}.{index}00\n" for index in range(6))
        + f"HRV,42.5,{UNIX_START + 6}\nPacer,6,{UNIX_START + 7}\nAnnotation,start,{UNIX_START + 8}\n",
        "implausible-values.csv": "timestamp,bpm\n2020-06-01T10:00:00Z,350\n2020-06-01T10:00:01Z,5\n"
        + "1960-01-01T00:00:00Z,70\n2150-01-01T00:00:00Z,70\n2020-06-01T10:00:02Z,-1\n",
    }
    return {name: text.encode("utf-8") for name, text in seeds.items()}


# ---------------------------------------------------------------------------------- FIT

def fit_crc(data, crc=0):
    """The FIT CRC-16."""
    table = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
             0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]
    for byte in data:
        for nibble in (byte & 0x0F, byte >> 4):
            low = table[crc & 0x0F]
            crc = ((crc >> 4) & 0x0FFF) ^ low ^ table[nibble]
    return crc


# FIT base types: (code, struct format, size).
ENUM, UINT8, UINT16, UINT32, UINT32Z, STRING, BYTE, SINT8 = (
    (0x00, "B", 1), (0x02, "B", 1), (0x84, "H", 2), (0x86, "I", 4), (0x8C, "I", 4),
    (0x07, None, None), (0x0D, None, None), (0x01, "b", 1))


class FITWriter:
    """Writes the messages of one FIT file."""

    def __init__(self, big_endian=False):
        self.order = ">" if big_endian else "<"
        self.architecture = 1 if big_endian else 0
        self.data = bytearray()
        self.layouts = {}

    def define(self, local, global_number, fields, developer_fields=()):
        """fields: [(number, base type, size or None)]; developer_fields: [(number, size, index)]."""
        header = 0x40 | local | (0x20 if developer_fields else 0)
        self.data += bytes([header, 0, self.architecture])
        self.data += struct.pack(self.order + "H", global_number)
        self.data += bytes([len(fields)])
        layout = []
        for number, base, size in fields:
            size = size or base[2]
            self.data += bytes([number, size, base[0]])
            layout.append((base, size))
        if developer_fields:
            self.data += bytes([len(developer_fields)])
            for number, size, index in developer_fields:
                self.data += bytes([number, size, index])
                layout.append((BYTE, size))
        self.layouts[local] = layout

    def message(self, local, values, compressed_offset=None):
        """values: one per field (int, or bytes for strings and byte arrays)."""
        if compressed_offset is None:
            self.data += bytes([local])
        else:
            self.data += bytes([0x80 | (local << 5) | (compressed_offset & 0x1F)])
        for (base, size), value in zip(self.layouts[local], values):
            if isinstance(value, bytes):
                self.data += value[:size].ljust(size, b"\0")
            else:
                self.data += struct.pack(self.order + base[1], value)

    def file(self, header_size=14):
        header = struct.pack("<BBHI4s", header_size, 0x20, 2132, len(self.data), b".FIT")
        if header_size == 14:
            header += struct.pack("<H", fit_crc(header))
        body = header + bytes(self.data)
        return body + struct.pack("<H", fit_crc(body))


def fit_file_id(writer, manufacturer=1, product=2697, serial=3_912_345_678):
    writer.define(0, 0, [(0, ENUM, None), (1, UINT16, None), (2, UINT16, None),
                         (3, UINT32Z, None), (4, UINT32, None)])
    writer.message(0, [4, manufacturer, product, serial, FIT_START])


def fit_records(writer, start, rates, local=1):
    writer.define(local, 20, [(253, UINT32, None), (3, UINT8, None)])
    for index, rate in enumerate(rates):
        writer.message(local, [start + index, rate])


def fit_seeds():
    seeds = {}

    writer = FITWriter()
    fit_file_id(writer)
    fit_records(writer, FIT_START, heart_rates(12) + [0xFF, 70])
    seeds["records.fit"] = writer.file()
    seeds["records-12-byte-header.fit"] = writer.file(header_size=12)

    writer = FITWriter(big_endian=True)
    fit_file_id(writer, manufacturer=32, product=3)
    fit_records(writer, FIT_START, heart_rates(10))
    seeds["big-endian.fit"] = writer.file()

    # A full timestamp, then compressed-timestamp headers (5-bit offsets, one wrap).
    writer = FITWriter()
    fit_file_id(writer)
    fit_records(writer, FIT_START, [60])
    writer.define(2, 20, [(3, UINT8, None)])
    for index, rate in enumerate(heart_rates(40)):
        writer.message(2, [rate], compressed_offset=(FIT_START + 1 + index) & 0x1F)
    seeds["compressed-timestamps.fit"] = writer.file()

    # Developer fields, one of them named "Heart Rate", beside the standard field.
    writer = FITWriter()
    fit_file_id(writer)
    writer.define(3, 207, [(0, BYTE, 16), (3, UINT8, None)])
    writer.message(3, [bytes(range(16)), 0])
    writer.define(4, 206, [(0, UINT8, None), (1, UINT8, None), (2, UINT8, None),
                           (3, STRING, 12), (8, STRING, 4)])
    writer.message(4, [0, 0, UINT8[0], b"Heart Rate", b"bpm"])
    writer.message(4, [0, 1, UINT16[0], b"Power", b"W"])
    writer.define(1, 20, [(253, UINT32, None), (3, UINT8, None)],
                  developer_fields=[(0, 1, 0), (1, 2, 0)])
    for index, rate in enumerate(heart_rates(10)):
        writer.message(1, [FIT_START + index, rate, bytes([200]), bytes([index, 1])])
    seeds["developer-fields.fit"] = writer.file()

    # Monitoring: a full timestamp, then timestamp_16 counted from it.
    writer = FITWriter()
    fit_file_id(writer, product=1765)
    writer.define(5, 55, [(253, UINT32, None), (27, UINT8, None)])
    writer.message(5, [FIT_START, 58])
    writer.define(6, 55, [(26, UINT16, None), (27, UINT8, None)])
    for index, rate in enumerate(heart_rates(10)):
        writer.message(6, [(FIT_START + 60 * (index + 1)) & 0xFFFF, rate])
    seeds["monitoring.fit"] = writer.file()

    # Relative (device) times anchored by timestamp_correlation.
    writer = FITWriter()
    fit_file_id(writer)
    writer.define(7, 162, [(253, UINT32, None), (1, UINT32, None)])
    writer.message(7, [FIT_START, 1000])
    fit_records(writer, 1000, heart_rates(8))
    seeds["relative-correlation.fit"] = writer.file()

    # Relative times anchored by the activity message's local timestamp.
    writer = FITWriter()
    fit_file_id(writer)
    fit_records(writer, 5000, heart_rates(8))
    writer.define(8, 34, [(253, UINT32, None), (5, UINT32, None)])
    writer.message(8, [5010, FIT_START + 7200])
    seeds["relative-activity.fit"] = writer.file()

    # The source from device_info when file_id names none; two files chained.
    writer = FITWriter()
    writer.define(0, 0, [(0, ENUM, None)])
    writer.message(0, [4])
    writer.define(9, 23, [(0, UINT8, None), (2, UINT16, None), (4, UINT16, None), (3, UINT32Z, None)])
    writer.message(9, [0, 89, 13, 123456])
    fit_records(writer, FIT_START, heart_rates(6))
    second = FITWriter()
    fit_file_id(second, manufacturer=255)
    fit_records(second, FIT_START + 100, heart_rates(6, first=90))
    seeds["device-info-chained.fit"] = writer.file() + second.file()
    return seeds


# ---------------------------------------------------------------------------------- XML

def tcx_seed(points, creator="Forerunner 410", repeat_at_lap=True):
    laps = []
    for lap in range(2):
        trackpoints = []
        for index in range(points):
            second = lap * (points - 1) + index
            rate = 60 + (second * 7) % 40
            hr = "" if second == 3 else (
                f"<HeartRateBpm xsi:type=\"HeartRateInBeatsPerMinute_t\"><Value>{rate}</Value></HeartRateBpm>")
            trackpoints.append(
                f"<Trackpoint><Time>2020-06-01T10:00:{second:02d}.000Z</Time>"
                f"<Position><LatitudeDegrees>46.05</LatitudeDegrees><LongitudeDegrees>14.50</LongitudeDegrees></Position>"
                f"{hr}<Extensions><ns3:TPX><ns3:Speed>2.5</ns3:Speed></ns3:TPX></Extensions></Trackpoint>")
        if not repeat_at_lap and lap == 1:
            trackpoints = trackpoints[1:]
        laps.append(f"<Lap StartTime=\"2020-06-01T10:00:{lap * (points - 1):02d}Z\"><TotalTimeSeconds>60</TotalTimeSeconds>"
                    f"<Track>{''.join(trackpoints)}</Track></Lap>")
    return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<TrainingCenterDatabase xmlns=\"http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2\" "
            "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
            "xmlns:ns3=\"http://www.garmin.com/xmlschemas/ActivityExtension/v2\">\n"
            "<Activities><Activity Sport=\"Running\"><Id>2020-06-01T10:00:00Z</Id>"
            + "".join(laps)
            + f"<Creator xsi:type=\"Device_t\"><Name>{creator}</Name><UnitId>3875991210</UnitId></Creator>"
            "</Activity></Activities>\n</TrainingCenterDatabase>\n").encode()


def tcx_seeds():
    return {
        "laps-repeated.tcx": tcx_seed(6),
        "laps.tcx": tcx_seed(6, creator="Edge &amp; TICKR", repeat_at_lap=False),
        "local-times.tcx": tcx_seed(3).replace(b".000Z", b"+02:00"),
        "crlf-bom.tcx": b"\xef\xbb\xbf" + tcx_seed(3).replace(b"\n", b"\r\n"),
    }


def gpx_seed(point_extension, prefix_declarations):
    points = "".join(
        f"<trkpt lat=\"46.05\" lon=\"14.50\"><ele>300</ele><time>2020-06-01T10:00:{index:02d}Z</time>"
        + (f"<extensions>{point_extension(60 + index * 3)}</extensions>" if index != 2 else "")
        + "</trkpt>"
        for index in range(6))
    return (f"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"Garmin Connect\" "
            f"xmlns=\"http://www.topografix.com/GPX/1/1\" {prefix_declarations}>"
            f"<metadata><time>2020-06-01T10:00:00Z</time></metadata>"
            f"<trk><name>Ride</name><trkseg>{points}</trkseg></trk></gpx>\n").encode()


def gpx_seeds():
    v1 = "xmlns:gpxtpx=\"http://www.garmin.com/xmlschemas/TrackPointExtension/v1\""
    v2 = "xmlns:ns3=\"http://www.garmin.com/xmlschemas/TrackPointExtension/v2\""
    osmand = "xmlns:osmand=\"https://osmand.net\""
    return {
        "trackpointextension-v1.gpx": gpx_seed(
            lambda hr: f"<gpxtpx:TrackPointExtension><gpxtpx:hr>{hr}</gpxtpx:hr>"
                       f"<gpxtpx:cad>80</gpxtpx:cad></gpxtpx:TrackPointExtension>", v1),
        "trackpointextension-v2-ns3.gpx": gpx_seed(
            lambda hr: f"<ns3:TrackPointExtension><ns3:atemp>21.0</ns3:atemp><ns3:hr>{hr}</ns3:hr>"
                       f"</ns3:TrackPointExtension>", v2),
        "osmand.gpx": gpx_seed(lambda hr: f"<osmand:hr>{hr}</osmand:hr>", osmand),
        "heartrate.gpx": gpx_seed(lambda hr: f"<heartrate>{hr}</heartrate>", ""),
        "bpm-gpx10.gpx": gpx_seed(lambda hr: f"<bpm>{hr}.0</bpm>", "").replace(
            b"http://www.topografix.com/GPX/1/1", b"http://www.topografix.com/GPX/1/0"),
    }


APPLE_DTD = """<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  startDate     CDATA #REQUIRED
>
<!ELEMENT Correlation ((MetadataEntry|Record)*)>
<!ATTLIST Correlation
  type CDATA #REQUIRED
  sourceName CDATA #REQUIRED
>
]>
"""

# The iOS 16 export's internal subset: VisionPrescription's attribute list is left unclosed
# (strict parsers stop there, near line 156 of a real export).
APPLE_DTD_IOS16 = APPLE_DTD.replace("]>\n", """<!ELEMENT VisionPrescription ((RightEye|LeftEye|Attachment|MetadataEntry)*)>
<!ATTLIST VisionPrescription
  type             CDATA #REQUIRED
  dateIssued       CDATA #REQUIRED
  brand            CDATA #IMPLIED
<!ELEMENT RightEye EMPTY>
<!ATTLIST RightEye
  sphere           CDATA #IMPLIED
>
]>
""")

APPLE_DEVICE = ("&lt;&lt;HKDevice: 0x283e5c3c0&gt;, name:Apple Watch, manufacturer:Apple Inc., "
                "model:Watch, hardware:Watch6,1, software:9.0&gt;")


def apple_record(kind, value, second, unit="count/min", source="Tom’s Apple Watch", extra="", children=""):
    close = f">{children}</Record>" if children else "/>"
    return (f" <Record type=\"HKQuantityTypeIdentifier{kind}\" sourceName=\"{source}\" sourceVersion=\"9.0\" "
            f"device=\"{APPLE_DEVICE}\" unit=\"{unit}\" creationDate=\"2020-06-01 10:05:00 +0200\" "
            f"startDate=\"2020-06-01 10:00:{second:02d} +0200\" endDate=\"2020-06-01 10:00:{second:02d} +0200\" "
            f"value=\"{value}\"{extra}{close}\n")


def apple_xml(dtd=APPLE_DTD, body=None):
    if body is None:
        body = "".join(apple_record("HeartRate", rate, index) for index, rate in enumerate(heart_rates(6)))
        body += apple_record("RestingHeartRate", 52, 10)
        body += apple_record("WalkingHeartRateAverage", 88, 11)
        body += apple_record("HeartRateVariabilitySDNN", 45.3, 12, unit="ms", children=(
            "\n  <HeartRateVariabilityMetadataList>\n"
            "   <InstantaneousBeatsPerMinute bpm=\"61\" time=\"10:00:12.50\"/>\n"
            "  </HeartRateVariabilityMetadataList>\n "))
        body += apple_record("StepCount", 30, 13, unit="count")
        body += apple_record("HeartRate", 1.2, 14, unit="count/s",
                             children="\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n ")
        body += (" <Correlation type=\"HKCorrelationTypeIdentifierBloodPressure\" sourceName=\"Withings\" "
                 "startDate=\"2020-06-01 10:01:00 +0200\" endDate=\"2020-06-01 10:01:00 +0200\">\n "
                 + apple_record("HeartRate", 75, 59, source="Withings") + " </Correlation>\n")
        body += (" <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"30\" "
                 "startDate=\"2020-06-01 11:00:00 +0200\" endDate=\"2020-06-01 11:30:00 +0200\">\n"
                 "  <WorkoutRoute sourceName=\"Watch\"><FileReference path=\"/workout-routes/route.gpx\"/>"
                 "</WorkoutRoute>\n </Workout>\n")
    return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + dtd
            + "<HealthData locale=\"en_GB\">\n <ExportDate value=\"2020-06-02 09:00:00 +0200\"/>\n"
            " <Me HKCharacteristicTypeIdentifierDateOfBirth=\"1980-01-01\"/>\n"
            + body + "</HealthData>\n").encode()


def apple_seeds():
    odd = ("<Record  type = \"HKQuantityTypeIdentifierHeartRate\" sourceName=\" Garmin\x0bConnect \" "
           "unit='count/min'  startDate=\"2020-06-01 10:00:00 +0000\"\tendDate=\"2020-06-01 10:00:00 +0000\" "
           "value=\" 71 \"/>\n"
           "<Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Polar &amp; &#x43;o &#67;\" "
           "startDate=\"2020-06-01 10:00:01 -0530\" value=\"72.5\"/>\n"
           "<!-- a comment --><?pi data?><![CDATA[ text ]]>\n")
    return {
        "export.xml": apple_xml(),
        "export-ios16-dtd.xml": apple_xml(APPLE_DTD_IOS16),
        "export-no-dtd-odd-attributes.xml": apple_xml("", odd),
        "export-crlf.xml": apple_xml("").replace(b"\n", b"\r\n"),
    }


def apple_zip_seeds():
    xml = apple_xml(APPLE_DTD_IOS16)

    def archive(method, zip64=False, extra_entries=()):
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", compression=method) as archive:
            for name in extra_entries:
                archive.writestr(zipfile.ZipInfo(name, (2020, 6, 2, 9, 0, 0)), b"<gpx/>")
            info = zipfile.ZipInfo("apple_health_export/export.xml", (2020, 6, 2, 9, 0, 0))
            info.compress_type = method
            with archive.open(info, "w", force_zip64=zip64) as entry:
                entry.write(xml)
        return buffer.getvalue()

    empty = io.BytesIO()
    zipfile.ZipFile(empty, "w").close()
    return {
        "export-stored.zip": archive(zipfile.ZIP_STORED),
        "export-deflated.zip": archive(zipfile.ZIP_DEFLATED),
        "export-zip64.zip": archive(zipfile.ZIP_DEFLATED, zip64=True),
        "export-with-routes.zip": archive(
            zipfile.ZIP_STORED, extra_entries=["apple_health_export/workout-routes/route_1.gpx"]),
        "empty.zip": empty.getvalue(),
        "export.xml": apple_xml(),
    }


# --------------------------------------------------------------------------------- JSON

def fitbit_seeds():
    export = ",".join(
        f"{{\"dateTime\":\"06/01/20 10:00:{index:02d}\",\"value\":{{\"bpm\":{rate},\"confidence\":{index % 4}}}}}"
        for index, rate in enumerate(heart_rates(6)))
    reordered = ("[\n  {\n    \"value\" : {\n      \"confidence\" : 0,\n      \"bpm\" : 66.0\n    },\n"
                 "    \"dateTime\" : \"06/01/2020 23:59:59\",\n    \"extra\" : [null, true, false, -1.5e2, \"\\u00e9\\n\"]\n  }\n]\n")
    web = ("{\"activities-heart\":[{\"dateTime\":\"2020-06-01\",\"value\":{\"restingHeartRate\":58,"
           "\"heartRateZones\":[{\"name\":\"Out of Range\",\"min\":30,\"max\":94,\"minutes\":1200}]}}],"
           "\"activities-heart-intraday\":{\"dataset\":["
           + ",".join(f"{{\"time\":\"10:00:{index:02d}\",\"value\":{rate}}}" for index, rate in enumerate(heart_rates(6)))
           + "],\"datasetInterval\":1,\"datasetType\":\"second\"}}")
    web_gap = web.replace("2020-06-01", "2020-03-29").replace("10:00:", "02:30:")
    return {
        "heart_rate-2020-06-01.json": f"[{export}]".encode(),
        "heart_rate-reordered.json": reordered.encode(),
        "heart_rate-empty.json": b"[]",
        "intraday-web-api.json": web.encode(),
        "intraday-web-api-dst-gap.json": web_gap.encode(),
    }


# --------------------------------------------------------------------------------- SQLite

def gadgetbridge_database(path, tables):
    """A small Gadgetbridge database: greenDAO's DEVICE table, then `tables(db)`."""
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA page_size = 512")
    db.execute("CREATE TABLE \"DEVICE\" (\"_id\" INTEGER PRIMARY KEY AUTOINCREMENT, \"NAME\" TEXT NOT NULL, "
               "\"MANUFACTURER\" TEXT NOT NULL, \"IDENTIFIER\" TEXT NOT NULL UNIQUE, \"TYPE\" INTEGER NOT NULL, "
               "\"MODEL\" TEXT, \"ALIAS\" TEXT)")
    db.executemany("INSERT INTO DEVICE VALUES (?, ?, ?, ?, ?, ?, ?)", [
        (1, "Mi Band 5", "Xiaomi", "C8:0F:10:AA:BB:01", 31, "MB5", None),
        (2, "", "Huami", "C8:0F:10:AA:BB:02", 33, None, "left"),
    ])
    tables(db)
    db.commit()
    db.execute("VACUUM")
    db.close()
    with open(path, "rb") as file:
        return file.read()


def activity_samples(db):
    db.execute("CREATE TABLE \"MI_BAND_ACTIVITY_SAMPLE\" (\"TIMESTAMP\" INTEGER NOT NULL, "
               "\"DEVICE_ID\" INTEGER NOT NULL, \"USER_ID\" INTEGER NOT NULL, \"RAW_INTENSITY\" INTEGER NOT NULL, "
               "\"STEPS\" INTEGER NOT NULL, \"RAW_KIND\" INTEGER NOT NULL, \"HEART_RATE\" INTEGER NOT NULL, "
               "PRIMARY KEY (\"TIMESTAMP\", \"DEVICE_ID\")) WITHOUT ROWID")
    rates = heart_rates(8) + [255, 0, -1]
    db.executemany("INSERT INTO MI_BAND_ACTIVITY_SAMPLE VALUES (?, ?, 1, 20, 3, 1, ?)",
                   [(UNIX_START + 60 * index, 1 + index % 2, rate) for index, rate in enumerate(rates)])


def heart_rate_samples_ms(db):
    db.execute("CREATE TABLE \"COLMI_HEART_RATE_SAMPLE\" (\"TIMESTAMP\" INTEGER NOT NULL, "
               "\"DEVICE_ID\" INTEGER NOT NULL, \"USER_ID\" INTEGER NOT NULL, \"HEART_RATE\" INTEGER NOT NULL, "
               "PRIMARY KEY (\"TIMESTAMP\", \"DEVICE_ID\"))")
    db.executemany("INSERT INTO COLMI_HEART_RATE_SAMPLE VALUES (?, 2, 1, ?)",
                   [((UNIX_START + 5 * index) * 1000, rate) for index, rate in enumerate(heart_rates(8))])
    db.execute("CREATE TABLE \"COLMI_HEART_RATE_RESTING_SAMPLE\" (\"TIMESTAMP\" INTEGER, \"DEVICE_ID\" INTEGER, "
               "\"HEART_RATE\" INTEGER)")
    db.execute("INSERT INTO COLMI_HEART_RATE_RESTING_SAMPLE VALUES (?, 2, 55)", ((UNIX_START) * 1000,))


def odd_values(db):
    # Values of other types where integers are expected (SQLite keeps them as given).
    db.execute("CREATE TABLE \"GARMIN_ACTIVITY_SAMPLE\" (\"TIMESTAMP\", \"DEVICE_ID\", \"HEART_RATE\")")
    db.executemany("INSERT INTO GARMIN_ACTIVITY_SAMPLE VALUES (?, ?, ?)", [
        (UNIX_START, 1, 70), (UNIX_START + 1, 1, 70.5), (UNIX_START + 2, 1, "71"), (UNIX_START + 3, 1, None),
        (str(UNIX_START + 4), 1, 72), (UNIX_START + 5, 99, 73), (UNIX_START + 6, None, 74),
        (UNIX_START + 7, 1, b"\x01"), (2**62, 1, 75), (-5, 1, 76),
    ])


def gadgetbridge_seeds(folder):
    os.makedirs(folder, exist_ok=True)
    scratch = os.path.join(folder, ".scratch.db")
    seeds = {
        "activity-samples.db": gadgetbridge_database(scratch, activity_samples),
        "heart-rate-samples-ms.db": gadgetbridge_database(scratch, heart_rate_samples_ms),
        "odd-values.db": gadgetbridge_database(scratch, odd_values),
        "both.db": gadgetbridge_database(scratch, lambda db: (activity_samples(db), heart_rate_samples_ms(db))),
    }
    os.remove(scratch)
    return seeds


# ------------------------------------------------------------------------------ Bluetooth

def heart_rate_measurement_seeds():
    """Values of the Heart Rate Measurement characteristic (0x2A37), as straps send them."""
    def rr(*units):
        return b"".join(struct.pack("<H", unit) for unit in units)
    return {
        "polar-h10-one-rr.bin": bytes([0x10, 0x45]) + rr(796),
        "contact-three-rr.bin": bytes([0x16, 0x48]) + rr(830, 812, 845),
        "no-contact-zero.bin": bytes([0x04, 0x00]),
        "rate-only.bin": bytes([0x00, 0x48]),
        "sixteen-bit-rate.bin": bytes([0x01]) + struct.pack("<H", 300),
        "everything.bin": bytes([0x1F]) + struct.pack("<HH", 160, 4660) + rr(400, 410),
        "energy-and-rr.bin": bytes([0x18, 0x48]) + struct.pack("<H", 4660) + rr(796),
        "rr-flag-without-rr.bin": bytes([0x10, 0x48]),
        "reserved-bits.bin": bytes([0xF6, 0x48]) + rr(796),
        # A full 20-byte notification (the default ATT MTU): nine intervals, one ectopic.
        "nine-rr.bin": bytes([0x16, 0x4B]) + rr(820, 815, 410, 1230, 818, 822, 816, 819, 821),
    }


# --------------------------------------------------------------------------------- main

def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-seeds.py OUT")
    out = sys.argv[1]
    formats = {
        "csv": csv_seeds(),
        "fit": fit_seeds(),
        "tcx": tcx_seeds(),
        "gpx": gpx_seeds(),
        "apple-health": apple_seeds(),
        "apple-zip": apple_zip_seeds(),
        "fitbit": fitbit_seeds(),
        "gadgetbridge": gadgetbridge_seeds(os.path.join(out, "gadgetbridge")),
        "heart-rate-measurement": heart_rate_measurement_seeds(),
    }
    for name, seeds in formats.items():
        folder = os.path.join(out, name)
        os.makedirs(folder, exist_ok=True)
        for old in os.listdir(folder):
            if old not in seeds:
                os.remove(os.path.join(folder, old))
        for file, content in seeds.items():
            with open(os.path.join(folder, file), "wb") as handle:
                handle.write(content)
    print(f"seeds written to {out}: " + ", ".join(f"{name} {len(seeds)}" for name, seeds in formats.items()))


if __name__ == "__main__":
    main()
