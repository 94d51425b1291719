import Foundation
import XCTest
@testable import VitalsCore

/// Exports with the defects and variety of real ones, generated with known content.
final class AppleHealthDefectTests: XCTestCase {
    private typealias F = AppleHealthFixtures
    private let may13 = "2019-05-13 08:14:38 +0200"
    private let may13Milliseconds: Int64 = 1_557_728_078_000

    func testTheMalformedDTDOfIOS16IsRead() throws {
        let text = F.export(F.heartRate("72", at: may13) + F.heartRate("75", at: "2019-05-13 08:15:38 +0200"))
        let (samples, reader) = try F.read(text: text)
        XCTAssertEqual(samples.readings.map(\.time), [may13Milliseconds, may13Milliseconds + 60_000])
        XCTAssertEqual(samples.readings.map(\.beatsPerMinute), [72, 75])
        XCTAssertEqual(reader.counts.heartRate, 2)
        // The oracle (expat) agrees once the DTD is cut out, as people do by hand.
        let folder = try F.folder(for: self)
        let file = try F.write(text, to: "export.xml", in: folder)
        XCTAssertEqual(try AppleHealthOracle.read(file).pairs, [[Double(may13Milliseconds), 72], [Double(may13Milliseconds + 60_000), 75]])
        XCTAssertEqual(try F.read(file).samples.readings, samples.readings)
    }

    func testStrayControlCharactersInAttributeValues() throws {
        let text = F.export(
            F.heartRate("72\u{0B}", at: may13 + "\u{0B}", source: "Tom’s\u{0B} Apple Watch")
                + F.heartRate("\u{0B}80", at: "2019-05-13 08:15:38 +0200", source: "Tom’s Apple Watch\u{0B}"))
        let (samples, _) = try F.read(text: text)
        XCTAssertEqual(samples.readings.map(\.beatsPerMinute), [72, 80])
        XCTAssertEqual(samples.readings.map(\.time), [may13Milliseconds, may13Milliseconds + 60_000])
        XCTAssertEqual(samples.sources.map(\.name), ["Tom’s Apple Watch"], "control characters are not part of the name")
    }

    func testAttributeValuesWithOddSpacing() throws {
        let record = """
             <Record
            \ttype = "HKQuantityTypeIdentifierHeartRate "
               sourceName=  '  Garmin  Connect '
               unit=" count/min "   startDate="  2019-05-13   08:14:38  +0200 "
               endDate="2019-05-13 08:14:38 +0200"
               value =" 61.5 "/>

            """
        let (samples, _) = try F.read(text: F.export(record))
        XCTAssertEqual(samples.readings, [.init(time: may13Milliseconds, beatsPerMinute: 61.5, source: 0)])
        XCTAssertEqual(samples.sources, [SampleSource(name: "Garmin Connect")])
    }

    func testUnitsSourcesAndDevices() throws {
        let text = F.export(
            F.heartRate("1.2", at: may13, unit: "count/s")
                + F.heartRate("70", at: "2019-05-13 08:15:38 +0200", device: F.watch("3012772a0", software: "9.2"))
                + F.heartRate("71", at: "2019-05-13 08:16:38 +0200", source: "Connect", device: nil)
                + F.heartRate("72", at: "2019-05-13 08:17:38 +0200",
                              device: "&lt;&lt;HKDevice: 0x1&gt;, name:Polar H10, manufacturer:Polar Electro Oy, "
                                  + "model:H10, localIdentifier:8C1D3E42-1F&gt;")
                + """
                 <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Tom’s Apple Watch" startDate="\(may13)" endDate="\(may13)" value="64"/>

                """)
        let (samples, _) = try F.read(text: text)
        XCTAssertEqual(samples.readings.map(\.beatsPerMinute), [72, 70, 71, 72, 64], "count/s times 60; no unit is count/min")
        XCTAssertEqual(samples.sources, [
            SampleSource(name: "Tom’s Apple Watch", device: "Apple Watch · Watch6,2"),
            SampleSource(name: "Connect", device: nil),
            SampleSource(name: "Tom’s Apple Watch", device: "Polar H10 · H10 · 8C1D3E42-1F"),
            SampleSource(name: "Tom’s Apple Watch", device: nil),
        ], "a new object address or software version is the same device")
        XCTAssertEqual(samples.readings.map(\.source), [0, 0, 1, 2, 3])
    }

    func testAnXMLByteSourceReadsLikeTheFile() throws {
        let text = F.export(F.heartRate("72", at: may13) + F.heartRate("75", at: "2019-05-13 08:15:38 +0200"))
        var reader = AppleHealthReader(xml: MemoryBytes(Array(text.utf8)), file: URL(fileURLWithPath: "/e/export.xml"))
        var samples = CollectedSamples()
        try reader.read(into: &samples)
        XCTAssertEqual(samples.readings, try F.read(text: text).samples.readings)
        XCTAssertEqual(samples.readings.count, 2)
    }

    func testPlainDeviceTextsAreTwoDevices() throws {
        let text = F.export(F.heartRate("70", at: may13, source: "Sensor app", device: "Polar H10")
                            + F.heartRate("71", at: may13, source: "Sensor app", device: "Wahoo TICKR")
                            + F.heartRate("72", at: may13, source: "Sensor app", device: "Polar H10"))
        let (samples, _) = try F.read(text: text)
        XCTAssertEqual(samples.sources, [SampleSource(name: "Sensor app", device: "Polar H10"),
                                         SampleSource(name: "Sensor app", device: "Wahoo TICKR")])
        XCTAssertEqual(samples.readings.map(\.source), [0, 1, 0])
    }

    func testOtherHeartRecordsAreCountedNotImported() throws {
        let beats = (0..<3).map { "   <InstantaneousBeatsPerMinute bpm=\"6\($0)\" time=\"7:42:2\($0).35 PM\"/>\n" }.joined()
        let text = F.export("""
             <Record type="HKQuantityTypeIdentifierRestingHeartRate" sourceName="W" unit="count/min" startDate="\(may13)" endDate="\(may13)" value="55"/>
             <Record type="HKQuantityTypeIdentifierWalkingHeartRateAverage" sourceName="W" unit="count/min" startDate="\(may13)" endDate="\(may13)" value="95"/>
             <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="W" unit="ms" startDate="\(may13)" endDate="\(may13)" value="41.2">
              <HeartRateVariabilityMetadataList>
            \(beats)  </HeartRateVariabilityMetadataList>
             </Record>
             <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" unit="count" startDate="\(may13)" endDate="\(may13)" value="12"/>
             <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="W" startDate="\(may13)" endDate="\(may13)">
              <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" startDate="\(may13)" endDate="\(may13)" value="99"/>
             </Correlation>
             <Workout workoutActivityType="HKWorkoutActivityTypeRunning" sourceName="W" startDate="\(may13)" endDate="\(may13)">
              <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" average="141" unit="count/min"/>
             </Workout>

            """ + F.heartRate("66", at: may13))
        let (samples, reader) = try F.read(text: text)
        XCTAssertEqual(samples.readings.map(\.beatsPerMinute), [66], "only top-level heart-rate records")
        var expected = AppleHealthRecordCounts()
        expected.heartRate = 1
        expected.restingHeartRate = 1
        expected.walkingHeartRateAverage = 1
        expected.heartRateVariability = 1
        expected.beatToBeat = 3
        expected.other = 1
        XCTAssertEqual(reader.counts, expected)
        XCTAssertEqual(reader.counts.notImportedDescription,
                       "1 resting heart rate, 1 walking heart rate average, and 1 HRV (SDNN) records were seen but "
                       + "not imported (they are not heart-rate samples)")
    }

    func testImplausibleValuesGoToTheSinkToBeRefused() throws {
        let text = F.export(F.heartRate("400", at: may13) + F.heartRate("0", at: may13)
                            + F.heartRate("70", at: "1960-01-01 00:00:00 +0000") + F.heartRate("70", at: may13))
        let (samples, reader) = try F.read(text: text)
        XCTAssertEqual(samples.readings.count, 1)
        XCTAssertEqual(samples.refused, [.heartRateOutOfRange: 2, .timeOutOfRange: 1])
        XCTAssertEqual(reader.counts.heartRate, 4)
    }

    func testProgressIsReportedThroughTheFile() throws {
        let records = (0..<3_000).map { F.heartRate("\(60 + $0 % 50)", at: "2019-05-13 08:14:38 +0200") }.joined()
        let text = F.export(records)
        var reader = AppleHealthReader(bytes: Array(text.utf8), file: URL(fileURLWithPath: "/e/export.xml"))
        var sink = ProgressRecorder()
        try reader.read(into: &sink)
        XCTAssertEqual(sink.positions.last, Int64(text.utf8.count))
        XCTAssertGreaterThan(sink.positions.count, text.utf8.count / (256 << 10))
        XCTAssertEqual(sink.positions, sink.positions.sorted())
        XCTAssertEqual(sink.added, 3_000)
    }

    /// A sink that records the progress reports.
    private struct ProgressRecorder: SampleSink {
        var positions: [Int64] = []
        var added = 0
        mutating func id(of source: SampleSource) throws -> Int { 0 }
        mutating func add(time: Int64, beatsPerMinute: Double, source: Int) throws { added += 1 }
        mutating func advanced(to bytesRead: Int64) throws { positions.append(bytesRead) }
    }
}
