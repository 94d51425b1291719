import Foundation
import XCTest
@testable import VitalsCore

final class FitbitReaderTests: XCTestCase {
    private let file = URL(fileURLWithPath: "/tmp/heart_rate-2019-04-22.json")

    private func read(_ text: String, webTimeZone: TimeZone = TimeZone(identifier: "UTC")!) throws -> CollectedSamples {
        var reader = FitbitReader(source: MemoryBytes(Array(text.utf8)), file: file, webTimeZone: webTimeZone)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        return sink
    }

    private func pairs(_ sink: CollectedSamples) -> [[Double]] {
        sink.readings.map { [Double($0.time), $0.beatsPerMinute] }
    }

    private func assertInvalid(_ text: String, _ position: FilePlace.Position, _ reason: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try read(text), file: file, line: line) { error in
            guard case let ImportError.invalid(url, place, message) = error else {
                return XCTFail("expected ImportError.invalid, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(url, self.file, file: file, line: line)
            XCTAssertEqual(place.position, position, "\(message)", file: file, line: line)
            XCTAssertTrue(message.contains(reason), "“\(message)” lacks “\(reason)”", file: file, line: line)
        }
    }

    // MARK: - Known content

    func testExportRecordsInFitbitsLayout() throws {
        // Fitbit's own export: pretty printed with " : " and records joined by "},{".
        let text = """
            [{
              "dateTime" : "04/22/19 04:00:05",
              "value" : {
                "bpm" : 69,
                "confidence" : 2
              }
            },{
              "dateTime" : "04/22/19 04:00:10",
              "value" : {
                "bpm" : 70,
                "confidence" : 3
              }
            },{
              "dateTime" : "12/31/99 23:59:59",
              "value" : {
                "bpm" : 112.5,
                "confidence" : 1
              }
            }]
            """
        let sink = try read(text)
        XCTAssertEqual(sink.sources, [SampleSource(name: "Fitbit")])
        XCTAssertEqual(pairs(sink), [[1_555_905_605_000, 69], [1_555_905_610_000, 70], [4_102_444_799_000, 112.5]])
        XCTAssertEqual(sink.bytesRead, Int64(text.utf8.count))
    }

    func testEscapesWhitespaceMemberOrderAndByteOrderMark() throws {
        let text = "\u{FEFF} \r\n\t[ {\"value\":{\"confidence\":0,\"note\":\"caf\\u00e9 \\ud83d\\ude00 \\\"q\\\" \\/ \\\\ \\b\\f\\n\\r\\t\","
            + "\"b\\u0070m\" : 6.9e1 , \"extra\":[1,{\"a\":null},true,false,-0.5E-3]},\r\n"
            + "\"date\\u0054ime\"\t:\t\"04\\/22\\/19 04:00:05\" ,\"dateTime_\":\"x\"}\n,\n"
            + "{\"dateTime\":\"04/23/2019 00:00:00\",\"value\":{\"bpm\":-1,\"confidence\":-1}} ]\n\n"
        let sink = try read(text)
        XCTAssertEqual(pairs(sink), [[1_555_905_605_000, 69]])
        XCTAssertEqual(sink.refused[.heartRateOutOfRange], 1, "bpm −1 is handed to the sink, which refuses it")
    }

    func testConfidenceZeroReadingsAreKept() throws {
        let sink = try read(#"[{"dateTime":"01/01/20 00:00:00","value":{"bpm":88,"confidence":0}}]"#)
        XCTAssertEqual(pairs(sink), [[1_577_836_800_000, 88]])
    }

    func testEmptyArrayHasNoReadings() throws {
        let sink = try read(" [ ] \n")
        XCTAssertTrue(sink.readings.isEmpty)
        XCTAssertTrue(sink.refused.isEmpty)
    }

    func testHugeBeatsPerMinuteIsRefusedBySink() throws {
        let sink = try read(#"[{"dateTime":"01/01/20 00:00:00","value":{"bpm":1e400}},"#
            + #"{"dateTime":"01/01/20 00:00:01","value":{"bpm":123456789012345678901234567890}}]"#)
        XCTAssertTrue(sink.readings.isEmpty)
        XCTAssertEqual(sink.refused[.heartRateOutOfRange], 2)
    }

    func testWebAPIIntradayInUTCAndInTheAccountsZone() throws {
        let text = """
            {"activities-heart":[{"dateTime":"2019-04-22","value":{"customHeartRateZones":[],"heartRateZones":[{"caloriesOut":1,"max":94,"min":30,"minutes":1,"name":"Out of Range"}],"restingHeartRate":58}}],
             "activities-heart-intraday":{"dataset":[{"time":"00:00:00","value":64},{"time":"13:30:15","value":101}],"datasetInterval":1,"datasetType":"second"}}
            """
        XCTAssertEqual(pairs(try read(text)), [[1_555_891_200_000, 64], [1_555_939_815_000, 101]])
        let berlin = try read(text, webTimeZone: try XCTUnwrap(TimeZone(identifier: "Europe/Berlin")))
        XCTAssertEqual(pairs(berlin), [[1_555_891_200_000 - 7_200_000, 64], [1_555_939_815_000 - 7_200_000, 101]])
    }

    func testWebAPIDatasetBeforeItsDateIsRefused() {
        assertInvalid(#"{"activities-heart-intraday":{"dataset":[{"time":"00:00:00","value":64}]},"#
            + #""activities-heart":[{"dateTime":"2019-04-22"}]}"#, .line(1, column: 41), "before the date")
        assertInvalid(#"{"activities-heart":[{"dateTime":"2019-04-22","value":{}}]}"#, .whole, "only daily summaries")
    }

    // MARK: - Bad input

    func testBadInputNamesThePlace() {
        assertInvalid("", .line(1, column: 1), "the file is empty")
        assertInvalid(#"[{"dateTime":"04/22/19 04:00:05","value":{"bpm":69"#, .line(1, column: 51),
                      "the file ends inside an object")
        assertInvalid("[{\"dateTime\":\"04/22/19 04:00:05\",\n\"value\":{\"bpm\":6", .line(2, column: 17),
                      "the file ends inside an object")
        assertInvalid(#"[{"dateTime":"04/22/19 04:00:05","value":{"bpm":"69"}}]"#, .record(1),
                      "the bpm is the string “69”, not a number")
        assertInvalid(#"[{"dateTime":"04/22/19 04:00:05","value":{"bpm":null}}]"#, .record(1), "the bpm is null")
        assertInvalid(#"[{"dateTime":"04/22/19 04:00:05","value":{"bpm":69}},"#
            + #"{"dateTime":"02/30/19 04:00:05","value":{"bpm":69}}]"#, .record(2),
                      "the dateTime “02/30/19 04:00:05” is not a real time")
        assertInvalid(#"[{"dateTime":"04/22/19 24:00:00","value":{"bpm":69}}]"#, .record(1), "not a real time")
        assertInvalid(#"[{"dateTime":"2019-04-22T04:00:05","value":{"bpm":69}}]"#, .record(1), "MM/dd/yy HH:mm:ss")
        assertInvalid(#"[{"value":{"bpm":69}}]"#, .record(1), "the record has no “dateTime”")
        assertInvalid(#"[{"dateTime":"04/22/19 04:00:05","value":{"date":"04/22/19","value":58.3,"error":6.9}}]"#,
                      .record(1), "has no “bpm”")
        assertInvalid(#"[{"dateTime":"04/22/19 04:00:00","value":"0"}]"#, .record(1),
                      "“value” is the string “0”, not an object")
        assertInvalid("[1]", .record(1), "the record is the number 1, not an object")
        assertInvalid(#"{"steps": 12}"#, .whole, "not a Fitbit heart-rate file")
        assertInvalid(#""text""#, .line(1, column: 1), "the file holds a string")
        assertInvalid("[{\"x\":" + String(repeating: "[", count: 100), .line(1, column: 69), "nest deeper than 64 levels")
        assertInvalid("[" + String(repeating: "9", count: 401) + "]", .line(1, column: 2),
                      "a number longer than 400 characters")
        assertInvalid("[] x", .line(1, column: 4), "more text follows the end of the JSON value")
        assertInvalid("[01]", .line(1, column: 2), "“01” is not a JSON number")
        assertInvalid("[-]", .line(1, column: 2), "“-” is not a JSON number")
        assertInvalid("[1.]", .line(1, column: 2), "is not a JSON number")
        assertInvalid("[tru]", .line(1, column: 5), "expected “true”")
        assertInvalid("[{\"x\":[1 2]}]", .line(1, column: 10), "expected “,” or “]” after an array element, found “2”")
        assertInvalid("[{\"a\" 1}]", .line(1, column: 7), "expected “:” after a member name")
        assertInvalid("[{a:1}]", .line(1, column: 3), "expected a member name in quotes, found “a”")
        assertInvalid("[\"\\x\"]", .line(1, column: 4), "“\\x” is not a JSON escape")
        assertInvalid("[\"\\u12G4\"]", .line(1, column: 7), "four hexadecimal digits")
        assertInvalid("[\"a\tb\"]", .line(1, column: 4), "a control character (byte 0x09)")
        assertInvalid("[\"abc", .line(1, column: 6), "the file ends inside a string")
        assertInvalid("[{\"x\":[1,]}]", .line(1, column: 10), "expected a JSON value, found “]”")
        assertInvalid("\u{FF}\u{FE}[", .line(1, column: 1), "expected a JSON value, found byte 0xC3")
    }

    func testLoneSurrogatesBecomeReplacementCharacters() throws {
        let parser = JSONPullParser(source: MemoryBytes(Array(#"["\ud800x","\udc00","\ud800\n","\ud800\ud800\udc00"]"#.utf8)))
        XCTAssertEqual(try parser.next(), .beginArray)
        var texts: [String] = []
        while try parser.next() == .string {
            texts.append(String(decoding: parser.text, as: UTF8.self))
        }
        XCTAssertEqual(texts, ["\u{FFFD}x", "\u{FFFD}", "\u{FFFD}\n", "\u{FFFD}\u{10000}"])
        XCTAssertEqual(try parser.next(), .end)
    }

    func testLongStringsAreKeptOnlyInPart() throws {
        let long = String(repeating: "é", count: 5000)
        let sink = try read("[{\"note\":\"\(long)\",\"dateTime\":\"04/22/19 04:00:05\",\"value\":{\"bpm\":69}}]")
        XCTAssertEqual(pairs(sink), [[1_555_905_605_000, 69]])
        let parser = JSONPullParser(source: MemoryBytes(Array("\"\(long)\"".utf8)))
        XCTAssertEqual(try parser.next(), .string)
        XCTAssertEqual(parser.text.count, JSONPullParser.maximumTextBytes)
        XCTAssertTrue(parser.textIsTruncated)
    }

    // MARK: - Folders

    func testAFolderImportTakesHeartRateFilesOfEveryTakeoutLayoutAndSkipsTheRest() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fitbit-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = [
            "Takeout/Fitbit/Global Export Data/heart_rate-2023-01-02.json",
            "Takeout/Fitbit/Global Export Data/heart_rate-2023-01-01.json",
            "Takeout/Fitbit/Global Export Data/resting_heart_rate-2023-01-01.json",
            "Takeout/Fitbit/Physical Activity/heart_rate-2020-05-01.json",
            "Jane/user-site-export/heart_rate-2019-04-22.JSON",
            "Jane/user-site-export/steps-2019-04-22.json",
            "Jane/.hidden/heart_rate-2019-01-01.json",
        ]
        for path in paths {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(#"[{"dateTime":"04/22/19 04:00:05","value":{"bpm":69,"confidence":2}}]"#.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Takeout/heart_rate-folder.json"),
                                                withIntermediateDirectories: true)
        let plan = ImportPlan(paths: [root])
        let found = plan.items.map { String($0.file.path.dropFirst(root.path.count + 1)) }
        XCTAssertEqual(found, [
            "Jane/user-site-export/heart_rate-2019-04-22.JSON",
            "Takeout/Fitbit/Global Export Data/heart_rate-2023-01-01.json",
            "Takeout/Fitbit/Global Export Data/heart_rate-2023-01-02.json",
            "Takeout/Fitbit/Physical Activity/heart_rate-2020-05-01.json",
        ])
        XCTAssertEqual(Set(plan.items.map(\.format)), [.fitbit])
        XCTAssertEqual(plan.skipped.map(\.file.lastPathComponent).sorted(),
                       ["resting_heart_rate-2023-01-01.json", "steps-2019-04-22.json"])
    }
}
