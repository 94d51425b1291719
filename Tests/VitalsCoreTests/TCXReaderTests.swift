import Foundation
import XCTest
@testable import VitalsCore

final class TCXReaderTests: XCTestCase {
    private func read(_ text: String, chunk: Int = .max) throws -> CollectedSamples {
        var reader = TCXReader(source: ChunkedBytes(Array(text.utf8), chunk: chunk), file: XMLTestSupport.file)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        return sink
    }

    func testRealFilesMatchTcxreader() throws {
        let files = try RealData.files(in: "tcx")
        XCTAssertEqual(files.count, 3)
        for file in files {
            for chunk in [Int.max, 7] {
                var reader = TCXReader(source: ChunkedBytes(Array(try Data(contentsOf: file)), chunk: chunk), file: file)
                var sink = CollectedSamples()
                try reader.read(into: &sink)
                let summary = try TrackOracle.check(sink, against: file)
                if chunk == 7 { print(summary) }
            }
        }
    }

    func testRealFilesNameTheirDevices() throws {
        let expected: [String: SampleSource] = [
            "pytcxparser_forerunner410.tcx": SampleSource(name: "Forerunner 410", device: "3854007508"),
            "sweatpy_edge1000_activity_5039744860.tcx": SampleSource(name: "Garmin Edge 1000", device: "3907354759"),
            "tcxreader_vivoactivehr_xcski.tcx": SampleSource(name: "vívoactive HR", device: "3937453043"),
        ]
        for file in try RealData.files(in: "tcx") {
            var reader = try TCXReader(file: file)
            var sink = CollectedSamples()
            try reader.read(into: &sink)
            XCTAssertEqual(sink.sources, [expected[file.lastPathComponent]].compactMap { $0 }, file.lastPathComponent)
            XCTAssertEqual(sink.bytesRead, Int64(try Data(contentsOf: file).count))
        }
    }

    func testLapBoundaryRepeatsAreOneSampleAndPointsWithoutHeartRateAreSkipped() throws {
        let samples = try read(TCXSamples.document(activities: [
            TCXSamples.activity(laps: [
                [("2020-06-01T14:52:40Z", "150"), ("2020-06-01T14:52:41Z", "151")],
                [("2020-06-01T14:52:41Z", "151"), ("2020-06-01T14:52:42Z", nil), ("2020-06-01T14:52:43Z", "153")],
            ], creator: "<Name>Edge 1000</Name><ProductID>1836</ProductID>"),
        ]))
        XCTAssertEqual(samples.readings.map(\.time), [1_591_023_160_000, 1_591_023_161_000, 1_591_023_163_000])
        XCTAssertEqual(samples.readings.map(\.beatsPerMinute), [150, 151, 153])
        XCTAssertEqual(samples.sources, [SampleSource(name: "Edge 1000", device: "product 1836")])
    }

    func testTimesWithOffsetsFractionsAndNoZone() throws {
        let samples = try read(TCXSamples.document(activities: [
            TCXSamples.activity(laps: [[
                ("2020-06-01T16:52:40+02:00", "150"), ("2020-06-01T14:52:40.250Z", "151.5"),
                ("2020-06-01T14:52:41.999999", "152"), ("2020-06-01T09:52:42-05:00", " 153 "),
            ]], creator: nil),
        ]), chunk: 3)
        XCTAssertEqual(samples.readings.map(\.time),
                       [1_591_023_160_000, 1_591_023_160_250, 1_591_023_161_999, 1_591_023_162_000])
        XCTAssertEqual(samples.readings.map(\.beatsPerMinute), [150, 151.5, 152, 153])
        XCTAssertEqual(samples.sources, [SampleSource(name: "TCX file")])
    }

    func testEachActivityHasItsOwnCreatorAndCoursesAreNotRead() throws {
        let course = "<Courses><Course><Track><Trackpoint><Time>2020-01-01T00:00:00Z</Time>"
            + "<HeartRateBpm><Value>99</Value></HeartRateBpm></Trackpoint></Track></Course></Courses>"
        let samples = try read(TCXSamples.document(activities: [
            TCXSamples.activity(laps: [[("2020-06-01T10:00:00Z", "100")]],
                                creator: "<Name>Forerunner 410 Software Version 2.20</Name><UnitId>42</UnitId>"),
            TCXSamples.activity(laps: [[("2020-06-02T10:00:00Z", "110")]], creator: nil),
        ], after: course))
        XCTAssertEqual(samples.readings.map(\.beatsPerMinute), [100, 110])
        XCTAssertEqual(samples.sources, [SampleSource(name: "Forerunner 410", device: "42"), SampleSource(name: "TCX file")])
        XCTAssertEqual(samples.readings.map(\.source), [0, 1])
    }

    func testImplausibleValuesAreHandedToTheSinkToRefuse() throws {
        let samples = try read(TCXSamples.document(activities: [
            TCXSamples.activity(laps: [[("2020-06-01T10:00:00Z", "0"), ("2020-06-01T10:00:01Z", "400"),
                                        ("1960-06-01T10:00:02Z", "80"), ("2020-06-01T10:00:03Z", "80")]], creator: nil),
        ]))
        XCTAssertEqual(samples.readings.count, 1)
        XCTAssertEqual(samples.refused, [.heartRateOutOfRange: 2, .timeOutOfRange: 1])
    }
}

/// Generated TCX documents.
enum TCXSamples {
    static func document(activities: [String], after: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
          <Activities>
        \(activities.joined(separator: "\n"))
          </Activities>
        \(after)
        </TrainingCenterDatabase>

        """
    }

    /// An activity of laps of (time, heart rate or nil) trackpoints, with a creator's inner XML.
    static func activity(laps: [[(String, String?)]], creator: String?) -> String {
        var text = "    <Activity Sport=\"Biking\">\n      <Id>2020-06-01T14:52:40.000Z</Id>\n"
        for lap in laps {
            text += "      <Lap StartTime=\"\(lap.first?.0 ?? "")\">\n        <AverageHeartRateBpm><Value>1</Value>"
                + "</AverageHeartRateBpm>\n        <Track>\n"
            for (time, heartRate) in lap {
                text += "          <Trackpoint>\n            <Time>\(time)</Time>\n"
                    + "            <Position><LatitudeDegrees>52.1</LatitudeDegrees></Position>\n"
                if let heartRate {
                    text += "            <HeartRateBpm>\n              <Value>\(heartRate)</Value>\n            </HeartRateBpm>\n"
                }
                text += "          </Trackpoint>\n"
            }
            text += "        </Track>\n      </Lap>\n"
        }
        if let creator {
            text += "      <Creator xsi:type=\"Device_t\">\(creator)</Creator>\n"
        }
        return text + "    </Activity>"
    }
}
