import Foundation
import XCTest
@testable import VitalsCore

final class GPXReaderTests: XCTestCase {
    private func read(_ text: String, chunk: Int = .max) throws -> CollectedSamples {
        var reader = GPXReader(source: ChunkedBytes(Array(text.utf8), chunk: chunk), file: XMLTestSupport.file)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        return sink
    }

    func testRealFilesMatchGpxpy() throws {
        let files = try RealData.files(in: "gpx")
        XCTAssertEqual(files.count, 1)
        for file in files {
            for chunk in [Int.max, 5] {
                var reader = GPXReader(source: ChunkedBytes(Array(try Data(contentsOf: file)), chunk: chunk), file: file)
                var sink = CollectedSamples()
                try reader.read(into: &sink)
                print(try TrackOracle.check(sink, against: file, sorted: true))
                XCTAssertEqual(sink.sources, [SampleSource(name: "Garmin Connect")])
            }
        }
    }

    /// One file with every dialect, checked against gpxpy plus the extension walk as well.
    static let dialects = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="OsmAnd+ 4.5" xmlns="http://www.topografix.com/GPX/1/1"
             xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2"
             xmlns:tpx1="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
             xmlns:osmand="https://osmand.net" xmlns:gpxdata="http://www.cluetrust.com/XML/GPXDATA/1/0">
          <metadata><name>Morning run</name><time>2021-03-04T05:00:00Z</time></metadata>
          <wpt lat="1" lon="2"><time>2021-03-04T05:00:00Z</time><extensions><hr>90</hr></extensions></wpt>
          <wpt lat="1" lon="2"><name>no time</name><extensions><hr>91</hr></extensions></wpt>
          <rte><rtept lat="1" lon="2"><time>2021-03-04T05:00:01Z</time><extensions><heartrate>92</heartrate></extensions></rtept></rte>
          <trk><name>Run</name><trkseg>
            <trkpt lat="1" lon="2"><ele>3</ele><time>2021-03-04T05:00:02Z</time>
              <extensions><gpxtpx:TrackPointExtension><gpxtpx:atemp>20</gpxtpx:atemp><gpxtpx:hr>100</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2021-03-04T05:00:03.500Z</time>
              <extensions><tpx1:TrackPointExtension><tpx1:hr>101</tpx1:hr></tpx1:TrackPointExtension></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2021-03-04T07:00:04+02:00</time><extensions><osmand:hr>102</osmand:hr></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2021-03-04T05:00:05</time><extensions><heart_rate>103.5</heart_rate></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2021-03-04T05:00:06Z</time><extensions><bpm>104</bpm></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2021-03-04T05:00:07Z</time><extensions><gpxdata:hr>105</gpxdata:hr></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2021-03-04T05:00:08Z</time><extensions><ns3:TrackPointExtension xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><ns3:hr>
              106
            </ns3:hr></ns3:TrackPointExtension></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2021-03-04T05:00:09Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:cad>80</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2021-03-04T05:00:10Z</time></trkpt>
            <trkpt lat="1" lon="2"><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>107</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2021-03-04T05:00:11Z</time><extensions><hr/></extensions></trkpt>
          </trkseg></trk>
        </gpx>

        """

    func testEveryDialectIsReadAndAgreesWithGpxpy() throws {
        let start: Int64 = 1_614_834_000_000
        for chunk in [1, 4, .max] {
            let samples = try read(Self.dialects, chunk: chunk)
            XCTAssertEqual(samples.readings.map(\.time), [0, 1_000, 2_000, 3_500, 4_000, 5_000, 6_000, 7_000, 8_000].map { start + $0 })
            XCTAssertEqual(samples.readings.map(\.beatsPerMinute), [90, 92, 100, 101, 102, 103.5, 104, 105, 106])
            XCTAssertEqual(samples.sources, [SampleSource(name: "OsmAnd+ 4.5")])
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vitals-gpx-dialects-\(getpid()).gpx")
        try Data(Self.dialects.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var reader = try GPXReader(file: file)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        print(try TrackOracle.check(sink, against: file, sorted: true))
    }

    func testTheSourceFallsBackToTheFileNameThenToGPXFile() throws {
        let point = "<trk><trkseg><trkpt lat='1' lon='2'><time>2021-03-04T05:00:00Z</time>"
            + "<extensions><hr>90</hr></extensions></trkpt></trkseg></trk>"
        XCTAssertEqual(try read("<gpx version='1.1'><metadata><name> Evening ride </name></metadata>\(point)</gpx>").sources,
                       [SampleSource(name: "Evening ride")])
        XCTAssertEqual(try read("<gpx version='1.0' creator=' '><name>Old style</name>\(point)</gpx>").sources,
                       [SampleSource(name: "Old style")])
        XCTAssertEqual(try read("<gpx>\(point)</gpx>").sources, [SampleSource(name: "GPX file")])
        XCTAssertEqual(try read("<gpx creator='x'><trk><name>Not a source</name></trk></gpx>").sources, [])
    }
}
