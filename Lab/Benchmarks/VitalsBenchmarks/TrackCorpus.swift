import Foundation
import VitalsCore

/// Writes a corpus of GPX and TCX rides shaped like Garmin Connect exports (the Edge 1000
/// files in shared/realdata): one trackpoint a second with position, altitude, distance,
/// heart rate, cadence and power or temperature, laps of 300 trackpoints whose boundary
/// trackpoint TCX repeats, and a creator device.
struct TrackCorpus {
    /// Files of each format.
    let files: Int
    /// Trackpoints per file.
    let points: Int

    /// Writes the files into `directory`; returns the GPX and the TCX files.
    func write(into directory: URL) throws -> (gpx: [URL], tcx: [URL]) {
        var generator = SeededGenerator(seed: 25)
        var gpx: [URL] = []
        var tcx: [URL] = []
        for index in 0..<files {
            let start = 1_590_000_000 + index * 86_400
            let ride = Ride(start: start, points: points, generator: &generator)
            let gpxFile = directory.appendingPathComponent("ride-\(index).gpx")
            try Data(ride.gpx.utf8).write(to: gpxFile)
            gpx.append(gpxFile)
            let tcxFile = directory.appendingPathComponent("ride-\(index).tcx")
            try Data(ride.tcx.utf8).write(to: tcxFile)
            tcx.append(tcxFile)
        }
        return (gpx, tcx)
    }

    /// One ride's trackpoints, and its GPX and TCX text.
    private struct Ride {
        struct Point {
            var time: String
            var latitude: Double
            var longitude: Double
            var altitude: Double
            var distance: Double
            var heartRate: Int
            var cadence: Int
            var watts: Int
        }

        var points: [Point] = []

        init(start: Int, points count: Int, generator: inout SeededGenerator) {
            let formatter = ISO8601DateFormatter()
            var point = Point(time: "", latitude: 52.157762758433818, longitude: 4.4910679757595062, altitude: -20.2,
                              distance: 0, heartRate: 120, cadence: 90, watts: 160)
            for second in 0..<count {
                let time = formatter.string(from: Date(timeIntervalSince1970: Double(start + second)))
                point.time = String(time.dropLast()) + ".000Z"
                point.latitude += Double.random(in: -0.00005...0.00008, using: &generator)
                point.longitude += Double.random(in: -0.00008...0.00005, using: &generator)
                point.altitude += Double.random(in: -0.4...0.4, using: &generator)
                point.distance += Double.random(in: 4...8, using: &generator)
                point.heartRate = min(185, max(95, point.heartRate + Int.random(in: -2...2, using: &generator)))
                point.cadence = min(110, max(60, point.cadence + Int.random(in: -3...3, using: &generator)))
                point.watts = min(400, max(80, point.watts + Int.random(in: -15...15, using: &generator)))
                points.append(point)
            }
        }

        var gpx: String {
            var text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <gpx creator="Garmin Connect" version="1.1"
                  xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/11.xsd"
                  xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
                  xmlns="http://www.topografix.com/GPX/1/1"
                  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
                  <metadata>
                    <link href="connect.garmin.com">
                      <text>Garmin Connect</text>
                    </link>
                    <time>\(points.first?.time ?? "")</time>
                  </metadata>
                  <trk>
                    <name>Leiden Fietsen</name>
                    <type>cycling</type>
                    <trkseg>

                """
            for point in points {
                text += """
                          <trkpt lat="\(point.latitude)" lon="\(point.longitude)">
                            <ele>\(point.altitude)</ele>
                            <time>\(point.time)</time>
                            <extensions>
                              <ns3:TrackPointExtension>
                                <ns3:atemp>22.0</ns3:atemp>
                                <ns3:hr>\(point.heartRate)</ns3:hr>
                                <ns3:cad>\(point.cadence)</ns3:cad>
                              </ns3:TrackPointExtension>
                            </extensions>
                          </trkpt>

                    """
            }
            return text + "    </trkseg>\n  </trk>\n</gpx>\n"
        }

        var tcx: String {
            var text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <TrainingCenterDatabase
                  xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd"
                  xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2"
                  xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"
                  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
                  <Activities>
                    <Activity Sport="Biking">
                      <Id>\(points.first?.time ?? "")</Id>

                """
            var lapStart = 0
            while lapStart < points.count {
                // Each lap after the first starts with the previous lap's last trackpoint again.
                let first = max(0, lapStart - 1)
                let lap = points[first..<min(points.count, lapStart + 300)]
                text += """
                          <Lap StartTime="\(lap.first?.time ?? "")">
                            <TotalTimeSeconds>\(lap.count)</TotalTimeSeconds>
                            <AverageHeartRateBpm>
                              <Value>\(lap.map(\.heartRate).reduce(0, +) / max(1, lap.count))</Value>
                            </AverageHeartRateBpm>
                            <Intensity>Active</Intensity>
                            <TriggerMethod>Manual</TriggerMethod>
                            <Track>

                    """
                for point in lap {
                    text += """
                                  <Trackpoint>
                                    <Time>\(point.time)</Time>
                                    <Position>
                                      <LatitudeDegrees>\(point.latitude)</LatitudeDegrees>
                                      <LongitudeDegrees>\(point.longitude)</LongitudeDegrees>
                                    </Position>
                                    <AltitudeMeters>\(point.altitude)</AltitudeMeters>
                                    <DistanceMeters>\(point.distance)</DistanceMeters>
                                    <HeartRateBpm>
                                      <Value>\(point.heartRate)</Value>
                                    </HeartRateBpm>
                                    <Cadence>\(point.cadence)</Cadence>
                                    <Extensions>
                                      <ns3:TPX>
                                        <ns3:Speed>6.438000202178955</ns3:Speed>
                                        <ns3:Watts>\(point.watts)</ns3:Watts>
                                      </ns3:TPX>
                                    </Extensions>
                                  </Trackpoint>

                        """
                }
                text += "        </Track>\n      </Lap>\n"
                lapStart += 300
            }
            return text + """
                      <Creator xsi:type="Device_t">
                        <Name>Garmin Edge 1000</Name>
                        <UnitId>3907354759</UnitId>
                        <ProductID>1836</ProductID>
                      </Creator>
                    </Activity>
                  </Activities>
                </TrainingCenterDatabase>

                """
        }
    }
}
